import { format, isValid, parseISO } from 'date-fns';
import { hi } from 'date-fns/locale/hi';

const IST_OFFSET_MINUTES = 330;

/**
 * A Date whose local fields read as India Standard Time, whatever the time zone of the server or the
 * browser, so that server rendering and hydration agree and citizens see the council's own clock.
 */
function inIndia(date: Date): Date {
  return new Date(date.getTime() + (IST_OFFSET_MINUTES + date.getTimezoneOffset()) * 60_000);
}

/** This year in India (the council's clock), whatever the time zone of the machine. */
export const currentYearIST = (now = new Date()): number => inIndia(now).getFullYear();

/**
 * Formats an ISO date ('2026-11-22': a calendar day) or timestamp ('2026-11-22T10:00:00Z': shown in IST)
 * with a date-fns pattern (spec §9: 'MMM d, y', 'yyyy-MM-dd', 'dd/MMM/yyyy HH:mm', ...).
 */
export function formatDate(value: unknown, pattern: string, lang: string): string {
  if (typeof value !== 'string' || !value) return '';
  const parsed = parseISO(value);
  if (!isValid(parsed)) return '';
  const isInstant = /T.*(Z|[+-]\d{2}:?\d{2})$/.test(value);
  return format(isInstant ? inIndia(parsed) : parsed, pattern, lang === 'hi' ? { locale: hi } : undefined);
}

/** A complaint's times, for citizens and staff alike (spec §9: complaints yyyy-MM-dd HH:mm:ss). */
export const formatComplaintTime = (value: unknown, lang: string) => formatDate(value, 'yyyy-MM-dd HH:mm:ss', lang);

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
