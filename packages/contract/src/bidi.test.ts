import { describe, expect, it } from 'vitest';
import { BIDI_CONTROLS_RE, hasBidiControls, safeFileName } from './text.ts';
import { draftErrors, fieldsSchema } from './draft.ts';
import { formatMessage, messagesEn, messagesHi } from './messages.ts';
import { bi, type FieldDef } from './resource.ts';
import { parseSiteSettings } from './settings.ts';

const OVERRIDES = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];

describe('bidirectional override characters', () => {
  it('embeddings, overrides and isolates are found; LRM, RLM, ALM and the joiners are not', () => {
    for (const c of OVERRIDES) expect(hasBidiControls(`a${c}b`), c.codePointAt(0)!.toString(16)).toBe(true);
    for (const c of ['\u200e', '\u200f', '\u061c', '\u200c', '\u200d']) expect(hasBidiControls(`a${c}b`)).toBe(false);
    expect(hasBidiControls('नगर परिषद सुंदरपुर')).toBe(false);
    expect(BIDI_CONTROLS_RE.global).toBe(false);
  });

  it("a content type's text field (the one draft check the browser, the API and the pages use): the field's message", () => {
    const title: FieldDef = { key: 'title', kind: 'text', label: bi('Title', 'शीर्षक'), max: 200 };
    for (const c of OVERRIDES) {
      const result = fieldsSchema([title]).safeParse({ title: `Tender${c}fdp.exe` });
      expect(result.success).toBe(false);
      const e = draftErrors([title], result.error!.issues).title!;
      expect(formatMessage(e.key, e.params)).toBe(
        'Title contains invisible characters that reverse the direction of text (such as U+202E), which can disguise what it says. Please remove them.',
      );
      expect(formatMessage(e.key, e.params, 'hi')).toMatch(/^शीर्षक में ऐसे अदृश्य अक्षर हैं/);
    }
    expect(fieldsSchema([title]).safeParse({ title: 'Tender no. 5\u200f' }).success).toBe(true);
  });

  it("the settings' council name and other texts", () => {
    const result = parseSiteSettings({
      councilName: 'Nagar Parishad',
      councilNameHi: 'नगर\u2067 परिषद',
      address: 'Road\u202d',
      addressHi: '',
    });
    expect(result.errors).toEqual({ councilNameHi: { key: 'bidiControls' }, address: { key: 'bidiControls' } });
  });

  it('both languages say it', () => {
    expect(messagesEn.bidiControls).toMatch(/reverse the direction of text/);
    expect(messagesHi.bidiControls).toMatch(/दिशा/);
    expect(messagesHi.fieldBidiControls).toContain('{{fieldHi}}');
  });

  it('file names lose them (safeFileName)', () => {
    expect(safeFileName('invoice\u202efdp', 'exe')).toBe('invoicefdp.exe');
  });
});
