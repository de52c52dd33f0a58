import { describe, expect, it } from 'vitest';
import { currentYearIST, formatComplaintTime, formatDate, formatDateTime, formatDay } from './format.ts';

const HINDI_MONTHS = ['जनवरी', 'फ़रवरी', 'मार्च', 'अप्रैल', 'मई', 'जून', 'जुलाई', 'अगस्त', 'सितंबर', 'अक्टूबर', 'नवंबर', 'दिसंबर'];
const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const day = (m: number) => `2026-${String(m + 1).padStart(2, '0')}-15`;

describe('the one date formatter', () => {
  it('writes every month in full in Hindi and English', () => {
    for (let m = 0; m < 12; m++) {
      expect(formatDay(day(m), 'hi')).toBe(`15 ${HINDI_MONTHS[m]} 2026`);
      expect(formatDay(day(m), 'en')).toBe(`15 ${ENGLISH_MONTHS[m]} 2026`);
    }
    // The cut forms the issue found: 'नव' reads as 'new'.
    const all = Array.from({ length: 12 }, (_, m) => formatDay(day(m), 'hi')).join(' ');
    expect(all).not.toMatch(/ नव | अक्टू /);
  });

  it('reads an instant in India Standard Time, whatever the machine zone', () => {
    // 13:18 UTC is 18:48 IST; 20:00 UTC on the 31st is already the 1st in India.
    expect(formatDateTime('2026-11-27T13:18:23Z', 'hi')).toBe('27 नवंबर 2026, 18:48');
    expect(formatDateTime('2026-11-27T13:18:23.512Z', 'en')).toBe('27 November 2026, 18:48');
    expect(formatDateTime('2026-12-31T20:00:00Z', 'en')).toBe('1 January 2027, 01:30');
    expect(formatDateTime('2026-11-27T18:48:00+05:30', 'en')).toBe('27 November 2026, 18:48');
    expect(formatDate('2026-11-27T13:18:23Z', 'dateTimeSeconds', 'en')).toBe('27 November 2026, 18:48:23');
    expect(formatDate(new Date('2026-11-27T13:18:00Z'), 'dateTime', 'en')).toBe('27 November 2026, 18:48');
  });

  it('keeps a calendar day and a zone-less wall time as written (a tender closing at 17:00 is 17:00)', () => {
    expect(formatDay('2026-03-01', 'en')).toBe('1 March 2026');
    expect(formatDateTime('2026-03-01T17:00', 'hi')).toBe('1 मार्च 2026, 17:00');
    expect(formatDate('2026-11-27', 'weekday', 'hi')).toBe('शुक्रवार');
    expect(formatDate('2026-11-27', 'weekday', 'en')).toBe('Friday');
  });

  it('gives the receipt and the tracking page the same text for one time', () => {
    const filedAt = '2026-11-27T13:18:23.000Z';
    expect(formatComplaintTime(filedAt, 'hi')).toBe(formatDateTime(filedAt, 'hi'));
    expect(formatComplaintTime(filedAt, 'en')).toBe(formatDateTime(filedAt, 'en'));
  });

  it('reads the earlier date-fns patterns as the style they meant', () => {
    expect(formatDate('2026-03-02', 'MMM d, y', 'en')).toBe('2 March 2026');
    expect(formatDate('2026-03-02T10:00', 'dd/MMM/yyyy HH:mm', 'en')).toBe('2 March 2026, 10:00');
    expect(formatDate('2026-03-02', 'EEEE', 'en')).toBe('Monday');
  });

  it('shows nothing for no date', () => {
    for (const v of [undefined, null, '', 'N/A', '2026-02-30', '2026-13-01', 'tomorrow', 42, '2026-11-27T25:00'])
      expect(formatDay(v, 'en')).toBe('');
  });

  it('knows the year in India', () => {
    expect(currentYearIST(new Date('2026-12-31T18:29:00Z'))).toBe(2026);
    expect(currentYearIST(new Date('2026-12-31T18:30:00Z'))).toBe(2027);
  });
});
