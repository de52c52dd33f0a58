import { describe, expect, it } from 'vitest';
import { formatMessage } from './messages.ts';

describe('a message with a count', () => {
  it('reads in the singular at one, in the plural otherwise (English)', () => {
    expect(formatMessage('csvImportBad', { count: 1 })).toBe(
      'The file has 1 wrong line; nothing was imported. Correct it and send the file again.',
    );
    expect(formatMessage('csvImportBad', { count: 3 })).toBe(
      'The file has 3 wrong lines; nothing was imported. Correct them and send the file again.',
    );
    expect(formatMessage('ptBadLines', { count: 1 })).toMatch(/^The file has 1 bad line;/);
  });

  it("follows Hindi's rules: one is 0 and 1", () => {
    expect(formatMessage('ptBadLines', { count: 1 }, 'hi')).toMatch(/^फ़ाइल में 1 गलत पंक्ति है;/);
    expect(formatMessage('ptBadLines', { count: 2 }, 'hi')).toMatch(/^फ़ाइल में 2 गलत पंक्तियाँ हैं;/);
  });

  it('a message without a singular form reads the same whatever the count', () => {
    expect(formatMessage('tooLong', { max: 1, count: 1 })).toBe(formatMessage('tooLong', { max: 1 }));
  });
});
