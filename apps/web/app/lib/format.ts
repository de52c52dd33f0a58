/**
 * The one date formatter of every page (issue 29): `Intl.DateTimeFormat`, full month names in both languages
 * ('27 November 2026', '27 नवंबर 2026', never 'नव' or 'अक्टू'), Latin digits, India Standard Time. A page shows a
 * calendar day (`day`), a day and a time (`dateTime`: the grievance receipt, the tracking page, the histories),
 * or a weekday (`weekday`). Machine-read outputs (CSV, PDF metadata, `<time datetime>`) keep ISO.
 */
export type DateStyle = 'day' | 'dateTime' | 'dateTimeSeconds' | 'weekday';

/** The council's clock. */
export const TIME_ZONE = 'Asia/Kolkata';

const IST_OFFSET_MINUTES = 330;

/** This year in India (the council's clock), whatever the time zone of the machine. */
export const currentYearIST = (now = new Date()): number => new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000).getUTCFullYear();

const locale = (lang: string) => (lang === 'hi' ? 'hi-IN' : 'en-IN');

const OPTIONS: Record<'day' | 'time' | 'timeSeconds' | 'weekday', Intl.DateTimeFormatOptions> = {
  day: { day: 'numeric', month: 'long', year: 'numeric' },
  time: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  timeSeconds: { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' },
  weekday: { weekday: 'long' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(lang: string, part: keyof typeof OPTIONS, timeZone: string): Intl.DateTimeFormat {
  const key = `${lang}|${part}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale(lang), { ...OPTIONS[part], numberingSystem: 'latn', timeZone })));
  return f;
}

/**
 * A value as a moment and the zone to read it in: an instant ('2026-11-27T13:18:00Z', '…+05:30', a Date) in
 * IST; a calendar day ('2026-11-27') or a wall-clock time without a zone ('2026-11-27T18:00', a tender's closing
 * time, already the council's) as written, whatever the machine's zone.
 */
function moment(value: unknown): { at: Date; timeZone: string } | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : { at: value, timeZone: TIME_ZONE };
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const local = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/.exec(text);
  if (local) {
    const [y, mo, d, h, mi, s] = local.slice(1).map((n) => Number(n ?? 0)) as [number, number, number, number, number, number];
    const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
    // 2026-02-30 is no day.
    if (at.getUTCFullYear() !== y || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return null;
    return { at, timeZone: 'UTC' };
  }
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/i.test(text)) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : { at, timeZone: TIME_ZONE };
}

/** An older date-fns pattern ('MMM d, y', 'dd/MMM/yyyy HH:mm', 'EEEE') as the style that replaces it. */
function styleOf(style: string): DateStyle {
  if (style === 'day' || style === 'dateTime' || style === 'dateTimeSeconds' || style === 'weekday') return style;
  if (/E{3,}/.test(style)) return 'weekday';
  if (/H/.test(style)) return /s/.test(style) ? 'dateTimeSeconds' : 'dateTime';
  return 'day';
}

/**
 * Formats a date or time in the page's language (see DateStyle); '' for no value or one that is no date. A
 * date-fns pattern (the earlier signature) is read as the style it meant: every date goes through here.
 */
export function formatDate(value: unknown, style: DateStyle | (string & {}), lang: string): string {
  const m = moment(value);
  if (!m) return '';
  const part = (p: keyof typeof OPTIONS) => formatter(lang, p, m.timeZone).format(m.at);
  switch (styleOf(style)) {
    case 'day':
      return part('day');
    case 'weekday':
      return part('weekday');
    case 'dateTime':
      return `${part('day')}, ${part('time')}`;
    case 'dateTimeSeconds':
      return `${part('day')}, ${part('timeSeconds')}`;
  }
}

/** A calendar day: '27 November 2026' / '27 नवंबर 2026'. */
export const formatDay = (value: unknown, lang: string) => formatDate(value, 'day', lang);

/** A day and a time (IST): '27 November 2026, 18:48' / '27 नवंबर 2026, 18:48' (the receipt and the tracking page alike). */
export const formatDateTime = (value: unknown, lang: string) => formatDate(value, 'dateTime', lang);

/** A complaint's times, for citizens and staff alike: the receipt's format. */
export const formatComplaintTime = formatDateTime;

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Rupees as Indian money in the page's language: '₹1,25,000.50' (lakh grouping; paise shown only when there are some). */
export function formatRupees(value: number, lang: string): string {
  return new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: Number.isInteger(value) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(value);
}
