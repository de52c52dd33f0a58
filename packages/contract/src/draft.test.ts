import { describe, expect, it } from 'vitest';
import { checkComplaintDraft } from './complaint-draft.ts';
import { UNITS_PER_CHAR_MAX, charCount, clipUnits, longerThan } from './text.ts';
import { draftErrors, fieldSchema, fieldsSchema } from './draft.ts';
import { formatMessage, messagesEn, messagesHi } from './messages.ts';
import { bi, type FieldDef, type FieldKind } from './resource.ts';
import { slider, tender } from './resources/index.ts';
import { checkTradeLicenceDraft } from './trade-licence.ts';
import { validateDraft } from './validate.ts';
import type { FieldErrors } from './patterns.ts';

const field = (kind: FieldKind, extra: Partial<FieldDef> = {}): FieldDef => ({
  key: 'x',
  kind,
  label: bi('Ward Office', 'वार्ड कार्यालय'),
  ...extra,
});

/** One field's message for a value, in English and Hindi (undefined when the value passes). */
function message(f: FieldDef, value: unknown, fields: FieldDef[] = [f]): { en: string; hi: string } | undefined {
  const result = fieldsSchema(fields).safeParse({ [f.key]: value });
  if (result.success) return undefined;
  const e = draftErrors(fields, result.error.issues)[f.key];
  return e && { en: formatMessage(e.key, e.params), hi: formatMessage(e.key, e.params, 'hi') };
}

const texts = (errors: FieldErrors | undefined, lang: 'en' | 'hi' = 'en') =>
  Object.fromEntries(Object.entries(errors ?? {}).map(([k, e]) => [k, formatMessage(e.key, e.params, lang)]));

describe('fieldSchema: each kind, messages naming the field by its label', () => {
  it.each<[FieldKind, Partial<FieldDef>, string, string, string]>([
    ['text', { max: 5 }, 'abcdef', 'Ward Office is too long: at most 5 characters.', 'वार्ड कार्यालय बहुत लंबा है: अधिकतम 5 अक्षर।'],
    ['longtext', { max: 3 }, 'abcd', 'Ward Office is too long: at most 3 characters.', 'वार्ड कार्यालय बहुत लंबा है: अधिकतम 3 अक्षर।'],
    ['date', {}, '2026-02-30', 'Ward Office: enter a valid date (yyyy-mm-dd).', 'वार्ड कार्यालय: मान्य तिथि दर्ज करें (yyyy-mm-dd)।'],
    ['time', {}, '24:00', 'Ward Office: enter a valid time (hh:mm).', 'वार्ड कार्यालय: मान्य समय दर्ज करें (hh:mm)।'],
    ['email', {}, 'eo@council', 'Ward Office: enter a valid e-mail address.', 'वार्ड कार्यालय: मान्य ईमेल पता दर्ज करें।'],
    [
      'mobile',
      {},
      '5876543210',
      'Ward Office: enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
      'वार्ड कार्यालय: 6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर दर्ज करें।',
    ],
    [
      'phone',
      {},
      'call me',
      'Ward Office: enter a valid telephone number (digits, spaces, + and - only).',
      'वार्ड कार्यालय: मान्य टेलीफ़ोन नंबर दर्ज करें (केवल अंक, रिक्त स्थान, + और -)।',
    ],
    ['integer', {}, '1.5', 'Ward Office: enter a whole number.', 'वार्ड कार्यालय: पूर्ण संख्या दर्ज करें।'],
    [
      'select',
      { options: [{ value: 'A', label: bi('A', 'ए') }] },
      'B',
      'Ward Office: choose one of the listed values.',
      'वार्ड कार्यालय: सूची में से कोई एक मान चुनें।',
    ],
    ['text', { pattern: /^\d{6}$/ }, '12345', 'Ward Office is not in the expected form.', 'वार्ड कार्यालय अपेक्षित रूप में नहीं है।'],
    ['integer', { min: 1 }, '0', 'Ward Office: enter a number of at least 1.', 'वार्ड कार्यालय: कम से कम 1 की संख्या दर्ज करें।'],
  ])('%s %j refuses %j', (kind, extra, value, en, hi) => {
    expect(message(field(kind, extra), value)).toEqual({ en, hi });
  });

  it('required: absent, null, empty and blank all give the label-named message, in both languages', () => {
    for (const kind of ['text', 'longtext', 'date', 'time', 'email', 'mobile', 'phone', 'integer', 'select'] as const) {
      for (const blank of [undefined, null, '', ' \t ']) {
        expect(message(field(kind, { required: true }), blank), `${kind} ${String(blank)}`).toEqual({
          en: 'Ward Office is required.',
          hi: 'वार्ड कार्यालय आवश्यक है।',
        });
      }
      // Optional: blank passes.
      expect(message(field(kind), '  '), kind).toBeUndefined();
    }
  });

  it("the spec's own required texts stay verbatim and take no params", () => {
    const f = field('text', { required: true, requiredMessage: 'titleDescriptionRequired' });
    expect(message(f, '')).toEqual({ en: 'Title and Description are required fields!', hi: 'शीर्षक और विवरण आवश्यक फ़ील्ड हैं!' });
    expect(draftErrors([f], fieldsSchema([f]).safeParse({}).error!.issues)).toEqual({ x: { key: 'titleDescriptionRequired' } });
  });

  it('valid values pass and come out trimmed', () => {
    const schema = fieldSchema(field('date'));
    expect(schema.parse(' 2026-02-28 ')).toBe('2026-02-28');
    expect(fieldSchema(field('mobile')).parse('+91 98765-43210')).toBe('+91 98765-43210');
    expect(fieldSchema(field('text')).parse(42)).toBe('42');
  });

  it('control characters are refused, wherever they are (even where trimming would drop them)', () => {
    for (const value of ['a\u0000b', 'a\u0007', '\u000bab', 'ab\u001f', '\u007f']) {
      expect(message(field('text'), value), JSON.stringify(value)).toEqual({
        en: 'Ward Office contains characters that are not allowed.',
        hi: 'वार्ड कार्यालय में ऐसे अक्षर हैं जिनकी अनुमति नहीं है।',
      });
    }
    // Tab, line feed and carriage return are text.
    expect(message(field('longtext'), 'line one\r\n\tline two')).toBeUndefined();
  });

  it('dates: only real days of the years 1900..2100 (not 0000, not 9999)', () => {
    for (const bad of ['0000-01-01', '9999-12-31', '1899-12-31', '2101-01-01', '2025-02-29', '2026-1-5']) {
      expect(message(field('date'), bad)?.en, bad).toBe('Ward Office: enter a valid date (yyyy-mm-dd).');
    }
    for (const ok of ['1900-01-01', '2100-12-31', '2024-02-29']) expect(message(field('date'), ok), ok).toBeUndefined();
  });

  it('the length is checked before the shape: a huge value is "too long", the pattern never sees it', () => {
    expect(message(field('email'), `${'a'.repeat(300)}@x.in`)?.en).toBe('Ward Office is too long: at most 254 characters.');
  });

  it('notBefore: the later date may not come first, named by both labels; the same day and blanks pass', () => {
    const from = field('date', { key: 'from', label: bi('From Date', 'से दिनांक') });
    const to = field('date', { key: 'to', label: bi('To Date', 'तक दिनांक'), notBefore: 'from' });
    const schema = fieldsSchema([from, to]);
    const errors = (draft: object) => {
      const r = schema.safeParse(draft);
      return r.success ? {} : draftErrors([from, to], r.error.issues);
    };
    expect(texts(errors({ from: '2026-01-02', to: '2026-01-01' }))).toEqual({ to: 'To Date cannot be before From Date.' });
    expect(texts(errors({ from: '2026-01-02', to: '2026-01-01' }), 'hi')).toEqual({ to: 'तक दिनांक, से दिनांक से पहले नहीं हो सकती।' });
    expect(errors({ from: '2026-01-02', to: '2026-01-02' })).toEqual({});
    expect(errors({ from: '', to: '2026-01-01' })).toEqual({});
    // A malformed date has its own message, not the order's.
    expect(texts(errors({ from: '2026-01-02', to: '0000-01-01' }))).toEqual({ to: 'To Date: enter a valid date (yyyy-mm-dd).' });
  });

  it('every label-named message exists in both languages and names the field in each', () => {
    for (const [key, en] of Object.entries(messagesEn)) {
      if (!en.includes('{{field}}')) continue;
      expect(messagesHi[key as keyof typeof messagesHi], key).toContain('{{fieldHi}}');
    }
  });
});

describe('content types through the wrapper (validateDraft)', () => {
  it('tender: "Tender No is required." / "निविदा संख्या आवश्यक है।"', () => {
    const errors = validateDraft(tender, {}, { hasFile: {} });
    expect(texts(errors).tender_no).toBe('Tender No is required.');
    expect(texts(errors, 'hi').tender_no).toBe('निविदा संख्या आवश्यक है।');
  });

  it('a slide needs its picture: without one the draft is refused, naming the field', () => {
    expect(texts(validateDraft(slider, {}, { hasFile: {} }))).toEqual({ sliderPath: 'Slide picture is required.' });
    expect(texts(validateDraft(slider, {}, { hasFile: { sliderPath: false } }), 'hi')).toEqual({ sliderPath: 'स्लाइड का चित्र आवश्यक है।' });
    expect(validateDraft(slider, {}, { hasFile: { sliderPath: true } })).toEqual({});
  });
});

describe('the complaint draft', () => {
  const options = { districts: ['Sehore'], wards: ['Ward 1'], grievanceTypes: ['Water'] };
  const valid = {
    district: 'Sehore',
    ward: 'Ward 1',
    grivance: 'Water',
    additional_Information: 'No water since Monday',
    name: 'Asha',
    mobile: '+91 90000-12345',
    consent: 'on',
    photos: 0,
  };

  it('a valid draft passes, trimmed', () => {
    const r = checkComplaintDraft(options, { ...valid, name: '  Asha ' });
    expect(r.errors).toBeUndefined();
    expect(r.value).toMatchObject({ name: 'Asha', district: 'Sehore' });
  });

  it('names every wrong field by its label, in English and Hindi', () => {
    const r = checkComplaintDraft(options, { photos: 3, ward: 'Ward 9', mobile: '123', consent: 'no', landmark: 'x'.repeat(301) });
    expect(texts(r.errors)).toEqual({
      district: 'District is required.',
      ward: 'Ward: choose one of the listed values.',
      grivance: 'Grievance Type is required.',
      additional_Information: 'Additional Information is required.',
      landmark: 'Landmark is too long: at most 300 characters.',
      name: 'Your name is required.',
      mobile: 'Mobile number: enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
      consent: 'Please agree to be contacted about this complaint.',
      photos: 'At most 2 photos can be attached.',
    });
    expect(texts(r.errors, 'hi').district).toBe('ज़िला आवश्यक है।');
  });

  it('refuses control characters in any text', () => {
    expect(texts(checkComplaintDraft(options, { ...valid, name: 'A\u0000' }).errors)).toEqual({
      name: 'Your name contains characters that are not allowed.',
    });
  });
});

describe('the trade licence draft', () => {
  const valid = {
    financialYear: '2026-2027',
    licenceType: 'annual',
    tradeName: 'Asha Stores',
    structureType: 'immovable',
    structureSubType: 'pucca',
    commencementDate: '2026-04-01',
    operationArea: '120.5',
    tradeCategory: 'retail',
    tradeType: 'Grocery',
    cantonment: 'no',
    doorNo: '12',
    ownerName: 'Asha',
    guardianName: 'Ram',
    relationship: 'father',
    gender: 'female',
    dob: '1980-05-01',
    address: 'Main Road',
    // Issue 27: the applicant's mobile, for tracking and notices.
    mobile: '9876543210',
  };

  it('a complete form passes', () => expect(checkTradeLicenceDraft(valid).errors).toBeUndefined());

  it('names each field by its label', () => {
    const r = checkTradeLicenceDraft({
      ...valid,
      tradeName: '',
      gstNo: '23abcde1234f1z5',
      operationArea: '0',
      employees: '2.5',
      pincode: '4660',
      dob: '9999-01-01',
      email: 'asha@',
      gender: 'robot',
    });
    expect(texts(r.errors)).toEqual({
      tradeName: 'Trade Name is required.',
      gstNo: 'GST No. is not in the expected form.',
      operationArea: 'Operation Area (sq ft): enter a number of at least 1.',
      employees: 'Number of Employees: enter a whole number.',
      pincode: 'Pincode is not in the expected form.',
      dob: 'Date of Birth: enter a valid date (yyyy-mm-dd).',
      email: 'Email: enter a valid e-mail address.',
      gender: 'Gender: choose one of the listed values.',
    });
    expect(texts(r.errors, 'hi').tradeName).toBe('व्यापार का नाम आवश्यक है।');
  });
});

describe('lengths in characters as a person sees them', () => {
  const f = field('text', { max: 5 });
  it('counts a Devanagari syllable with a conjunct and a vowel sign as one character', () => {
    expect(charCount('क्षि')).toBe(1);
    expect(charCount('पानी')).toBe(2);
    expect(charCount('नमस्ते')).toBe(3);
    // Exactly 5 as seen (20 UTF-16 units) passes; 6 is refused with the field's message in both languages.
    expect(message(f, 'क्षि'.repeat(5))).toBeUndefined();
    expect(message(f, 'क्षि'.repeat(6))).toEqual({
      en: 'Ward Office is too long: at most 5 characters.',
      hi: 'वार्ड कार्यालय बहुत लंबा है: अधिकतम 5 अक्षर।',
    });
    expect(message(f, 'ab क्षि')).toBeUndefined();
    expect(message(f, 'abc क्षि')).toBeUndefined();
    expect(message(f, 'abcd क्षि')).toBeDefined();
  });

  it('decides plainly short and plainly long texts without segmenting them', () => {
    expect(longerThan('abcde', 5)).toBe(false);
    expect(longerThan('a'.repeat(5 * UNITS_PER_CHAR_MAX + 1), 5)).toBe(true);
    expect(longerThan('👨‍👩‍👧‍👦'.repeat(5), 5)).toBe(false);
  });

  it('cuts text between characters as seen', () => {
    expect(clipUnits('abक्षि', 5)).toBe('ab');
    expect(clipUnits('abक्षि', 6)).toBe('abक्षि');
    expect(clipUnits('a😀', 2)).toBe('a');
    expect(clipUnits('short', 80)).toBe('short');
  });
});
