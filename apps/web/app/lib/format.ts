import { format, isValid, parseISO } from 'date-fns';
import { hi } from 'date-fns/locale/hi';

/** Formats an ISO date or timestamp with a date-fns pattern (spec §9: 'MMM d, y', 'yyyy-MM-dd', ...). */
export function formatDate(value: unknown, pattern: string, lang: string): string {
  if (typeof value !== 'string' || !value) return '';
  const date = parseISO(value);
  if (!isValid(date)) return '';
  return format(date, pattern, lang === 'hi' ? { locale: hi } : undefined);
}

export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}
