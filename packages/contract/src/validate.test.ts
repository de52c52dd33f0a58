import { describe, expect, it } from 'vitest';
import { DESCRIPTION_MAX, EMAIL_MAX, TEXT_MAX, TITLE_MAX } from './limits.ts';
import { formatMessage } from './messages.ts';
import { bi, defaultMax, type FieldDef, type ResourceDef } from './resource.ts';
import { latestNews, notice, official, tender } from './resources/index.ts';
import { DATE_RE, EMAIL_RE, MOBILE_RE, PHONE_RE, TIME_RE, isValidDate, validateDraft, type DraftValues } from './validate.ts';

describe('MOBILE_RE', () => {
  it.each(['9876543210', '+91 9876543210', '09876543210', '+919876543210', '91 9876543210', '+91-9876543210', '6000000000', '7999999999'])(
    'accepts %s',
    (value) => expect(MOBILE_RE.test(value)).toBe(true),
  );
  it.each([
    '5876543210',
    '98765',
    '0987654321',
    '98765432101',
    '+1 9876543210',
    '+92 9876543210',
    '009876543210',
    '98765-43210',
    'phone',
    '',
  ])('rejects %s', (value) => expect(MOBILE_RE.test(value)).toBe(false));
});

describe('the other shapes', () => {
  it('DATE_RE and isValidDate: yyyy-mm-dd of a day that exists', () => {
    for (const ok of ['2026-02-28', '2024-02-29', '2026-12-31', '2026-01-01']) expect(isValidDate(ok), ok).toBe(true);
    for (const bad of [
      '2026-02-30',
      '2025-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-04-31',
      '2026-1-05',
      '26-01-05',
      '05/01/2026',
      '2026-01-05T00:00',
      ' 2026-01-05',
      '',
    ]) {
      expect(isValidDate(bad), bad).toBe(false);
    }
    expect(DATE_RE.test('2026-02-30')).toBe(true); // the shape alone; the day is isValidDate's check
  });

  it('TIME_RE: HH:mm on a 24-hour clock', () => {
    for (const ok of ['00:00', '09:05', '12:30', '23:59']) expect(TIME_RE.test(ok), ok).toBe(true);
    for (const bad of ['9:05', '24:00', '12:60', '12:30:00', '1230', '12.30', '3 PM', '']) expect(TIME_RE.test(bad), bad).toBe(false);
  });

  it('EMAIL_RE: something@domain.tld without spaces', () => {
    for (const ok of ['eo@council.example', 'a.b+c@mail.gov.in']) expect(EMAIL_RE.test(ok), ok).toBe(true);
    for (const bad of ['eo', 'eo@', '@council.example', 'eo@council', 'e o@council.example', 'eo@council .example', '']) {
      expect(EMAIL_RE.test(bad), bad).toBe(false);
    }
  });

  it('PHONE_RE: 6-20 digits, spaces, + and -', () => {
    for (const ok of ['07562-220100', '07562 220100', '+91 7562 220100', '220100']) expect(PHONE_RE.test(ok), ok).toBe(true);
    for (const bad of ['12345', 'call me', '0756(2)220100', '1'.repeat(21), '']) expect(PHONE_RE.test(bad), bad).toBe(false);
  });
});

describe('validateDraft', () => {
  const noFiles = { hasFile: {} };
  /** The errors as the English texts the server sends. */
  const texts = (def: ResourceDef, values: DraftValues, hasFile: Record<string, boolean> = {}) =>
    Object.fromEntries(Object.entries(validateDraft(def, values, { hasFile })).map(([k, e]) => [k, formatMessage(e.key, e.params)]));

  it('a valid draft has no errors', () => {
    expect(
      validateDraft(notice, { title: 'Water supply', description: '', issueDate: '2026-11-15' }, { hasFile: { filePath: true } }),
    ).toEqual({});
    expect(
      validateDraft(
        official,
        {
          name: 'Asha',
          emailAddres: 'asha@council.example',
          designation: 'Chairman',
          mobileNumber: '+91 98765 43210',
          serialNo: '-3',
          showHomePage: true,
        },
        noFiles,
      ),
    ).toEqual({});
  });

  it("required values: the field's spec message, for missing, null, empty and blank values", () => {
    for (const blank of [undefined, null, '', '  \t ']) {
      expect(texts(notice, { title: blank, issueDate: '2026-11-27' }, { filePath: true }), String(blank)).toEqual({
        title: 'Title is a required field!',
      });
      // The issue date is required too (GIGW: no notice without a date), with its own message.
      expect(texts(notice, { title: 'Notice', issueDate: blank }, { filePath: true }), String(blank)).toEqual({
        issueDate: 'Issue Date is a required field!',
      });
    }
    expect(validateDraft(latestNews, {}, noFiles)).toEqual({
      title: { key: 'titleDescriptionRequired' },
      description: { key: 'titleDescriptionRequired' },
    });
    expect(texts(official, { name: 'Asha' })).toEqual({
      emailAddres: 'Name and Email are required fields!',
      designation: 'Choose a designation.',
    });
  });

  it("tender: the field's label followed by ' is required.', in the screen's language", () => {
    expect(validateDraft(tender, { tender_no: ' ' }, noFiles).tender_no).toEqual({
      key: 'fieldRequired',
      params: { field: 'Tender No', fieldHi: 'निविदा संख्या' },
    });
    expect(texts(tender, {})).toEqual({
      tender_no: 'Tender No is required.',
      tender_title: 'Tender Title is required.',
      publish_date: 'Publish Date is required.',
      last_date_of_submission: 'Last Date of Submission is required.',
      status: 'Status is required.',
    });
    const e = validateDraft(tender, {}, noFiles).tender_no!;
    expect(formatMessage(e.key, e.params, 'hi')).toBe('निविदा संख्या आवश्यक है।');
  });

  it('required files: present when hasFile says so (new or kept), else the spec message', () => {
    const values = { title: 'Notice', issueDate: '2026-11-27' };
    expect(texts(notice, values, {})).toEqual({ filePath: 'Document file is required!' });
    expect(texts(notice, values, { filePath: false })).toEqual({ filePath: 'Document file is required!' });
    expect(texts(notice, values, { filePath: true })).toEqual({});
    // Optional files are never required.
    expect(
      Object.keys(
        validateDraft(
          tender,
          { tender_no: 'T', tender_title: 'T', publish_date: '2026-01-01', last_date_of_submission: '2026-01-02', status: 'Open' },
          noFiles,
        ),
      ),
    ).toEqual([]);
  });

  it('skips server-set fields and booleans, whatever they hold', () => {
    expect(validateDraft(latestNews, { title: 'T', description: 'D', createdDate: 'not a date' }, noFiles)).toEqual({});
    expect(validateDraft(official, { name: 'A', emailAddres: 'a@b.in', designation: 'IT', showHomePage: 'maybe' }, noFiles)).toEqual({});
  });

  it('shape errors on optional fields only when a value is given; values are trimmed first', () => {
    const base = { name: 'A', emailAddres: 'a@council.example', designation: 'IT' };
    expect(validateDraft(official, { ...base, mobileNumber: '', fromDate: '  ', serialNo: undefined }, noFiles)).toEqual({});
    expect(
      texts(official, {
        ...base,
        emailAddres: 'a@council',
        mobileNumber: '5876543210',
        landLineNumber: 'call me',
        fromDate: '2026-02-30',
        serialNo: '1.5',
        designation: 'Mayor',
      }),
    ).toEqual({
      emailAddres: 'Email address: enter a valid e-mail address.',
      mobileNumber: 'Mobile Number: enter a 10-digit mobile number starting with 6, 7, 8 or 9.',
      landLineNumber: 'Landline Number: enter a valid telephone number (digits, spaces, + and - only).',
      fromDate: 'From Date: enter a valid date (yyyy-mm-dd).',
      serialNo: 'Serial No.: enter a whole number.',
      designation: 'Designation: choose one of the listed values.',
    });
    expect(validateDraft(official, { ...base, fromDate: ' 2026-02-28 ', serialNo: ' 12 ', designation: ' Chairman ' }, noFiles)).toEqual(
      {},
    );
    expect(texts(tender, { last_date_of_submission_time: '24:00' }).last_date_of_submission_time).toBe(
      'Last Date of Submission Time: enter a valid time (hh:mm).',
    );
    expect(texts(official, { ...base, serialNo: '1234567890' }).serialNo).toBe('Serial No.: enter a whole number.');
  });

  it('a from/to pair of dates (notBefore): the end may not come before the start; the same day and blanks pass', () => {
    const ok = { tender_no: 'T', tender_title: 'T', status: 'Open' };
    expect(texts(tender, { ...ok, publish_date: '2026-12-20', last_date_of_submission: '2026-11-20' })).toEqual({
      last_date_of_submission: 'Last Date of Submission cannot be before Publish Date.',
    });
    expect(texts(tender, { ...ok, publish_date: '2026-12-20', last_date_of_submission: '2026-12-20' })).toEqual({});
    const person = { name: 'A', emailAddres: 'a@council.example', designation: 'IT' };
    expect(texts(official, { ...person, fromDate: '2026-01-02', toDate: '2026-01-01' })).toEqual({
      toDate: 'To Date cannot be before From Date.',
    });
    expect(texts(official, { ...person, fromDate: '', toDate: '2026-01-01' })).toEqual({});
    // A malformed date gets its own message, not the order's.
    expect(texts(official, { ...person, fromDate: '2026-13-01', toDate: '2026-01-01' })).toEqual({
      fromDate: 'From Date: enter a valid date (yyyy-mm-dd).',
    });
    // Every content type with a from/to pair says so (the generic check covers it).
    // (A tender's "valid until" may not come before its publish date either.)
    expect(tender.fields.filter((f) => f.notBefore).map((f) => f.key)).toEqual(['last_date_of_submission', 'validUntil']);
    expect(official.fields.filter((f) => f.notBefore)).toHaveLength(1);
  });

  it('length limits: the field max, else by kind; titles may be longer than other short texts', () => {
    const field = (f: Partial<FieldDef>): FieldDef => ({ key: 'x', kind: 'text', label: bi('X', 'X'), ...f });
    expect(defaultMax(field({ kind: 'text' }))).toBe(TEXT_MAX);
    expect(defaultMax(field({ kind: 'longtext' }))).toBe(DESCRIPTION_MAX);
    expect(defaultMax(field({ kind: 'email' }))).toBe(EMAIL_MAX);
    expect(defaultMax(field({ kind: 'text', max: 50 }))).toBe(50);
    expect(defaultMax(field({ kind: 'date' }))).toBeUndefined();
    expect(defaultMax(notice.fields.find((f) => f.key === 'title')!)).toBe(TITLE_MAX);
    expect(defaultMax(tender.fields.find((f) => f.key === 'tender_title')!)).toBe(TITLE_MAX);
    expect(defaultMax(tender.fields.find((f) => f.key === 'tender_no')!)).toBe(100);

    const ok = { filePath: true };
    const dated = { issueDate: '2026-11-27' };
    expect(texts(notice, { ...dated, title: 'x'.repeat(TITLE_MAX) }, ok)).toEqual({});
    expect(texts(notice, { ...dated, title: 'x'.repeat(TITLE_MAX + 1) }, ok)).toEqual({
      title: `Title is too long: at most ${TITLE_MAX} characters.`,
    });
    // Counted after trimming.
    expect(texts(notice, { ...dated, title: ` ${'x'.repeat(TITLE_MAX)} ` }, ok)).toEqual({});
    expect(texts(notice, { ...dated, title: 'T', description: 'x'.repeat(DESCRIPTION_MAX + 1) }, ok)).toEqual({
      description: `Description is too long: at most ${DESCRIPTION_MAX} characters.`,
    });
    // Too long wins over a malformed shape.
    expect(texts(official, { name: 'A', emailAddres: `${'a'.repeat(EMAIL_MAX)}@x.in` }).emailAddres).toBe(
      `Email address is too long: at most ${EMAIL_MAX} characters.`,
    );
  });
});
