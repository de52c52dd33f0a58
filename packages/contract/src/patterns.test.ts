import { describe, expect, it } from 'vitest';
import * as contract from './index.ts';
import { EMAIL_RE, PATTERN_INPUT_MAX, validateDraft } from './validate.ts';
import { defineResource, bi, type ResourceDef } from './resource.ts';

/** Input that makes an overlapping pattern backtrack: long runs of what its quantifiers share. */
const adversarial = (n: number) => [
  'a'.repeat(n),
  `a@${'a.'.repeat(n / 2)}`,
  `a@${'.'.repeat(n)}`,
  `${'1'.repeat(n)}x`,
  `+91${' '.repeat(n)}`,
  `${'-'.repeat(n)}!`,
];

const def: ResourceDef = defineResource({
  name: 't',
  api: 't',
  prefix: 'T',
  body: 'json',
  adminPath: 't',
  fields: ['email', 'mobile', 'phone', 'date', 'time', 'integer'].map((kind) => ({
    key: kind,
    kind,
    label: bi(kind, kind),
  })) as ResourceDef['fields'],
  columns: [],
  texts: {} as ResourceDef['texts'],
});

describe('patterns on user input', () => {
  it('every text checked by a pattern is bounded first: a 120 KB value is "too long", the pattern never sees it', () => {
    const huge = `a@${'a.'.repeat(60 * 1024)}@`;
    const values = Object.fromEntries(def.fields.map((f) => [f.key, huge]));
    const errors = validateDraft(def, values, { hasFile: {} });
    for (const f of def.fields)
      expect(errors[f.key], f.key).toEqual({
        key: 'fieldTooLong',
        params: { field: f.kind, fieldHi: f.kind, max: f.kind === 'email' ? 254 : PATTERN_INPUT_MAX },
      });
  });

  it('the e-mail pattern has no overlapping quantifiers (a dot separates labels that exclude it) and still reads e-mails', () => {
    expect(EMAIL_RE.source).not.toContain('[^\\s@]+\\.[^\\s@]+');
    for (const ok of ['a@b.in', 'first.last+tag@mail.example.co.in', 'नाम@उदाहरण.भारत']) expect(EMAIL_RE.test(ok), ok).toBe(true);
    for (const bad of ['a@b', 'a@@b.in', 'a b@c.in', 'a@b..in', 'a@b.in.', '@b.in']) expect(EMAIL_RE.test(bad), bad).toBe(false);
  });

  it('every exported pattern of the contract answers on adversarial input of the longest allowed length', () => {
    const patterns = Object.entries(contract).filter((e): e is [string, RegExp] => e[1] instanceof RegExp);
    expect(patterns.map(([name]) => name)).toEqual(expect.arrayContaining(['EMAIL_RE', 'MOBILE_RE', 'PHONE_RE', 'DATE_RE']));
    for (const [, re] of patterns) for (const text of adversarial(PATTERN_INPUT_MAX)) expect(typeof re.test(text)).toBe('boolean');
  });
});
