/**
 * The council's clock: India Standard Time (UTC+5:30, no daylight saving), whatever the server's zone. Dates the
 * council writes (issue dates, due dates, a year's numbers, a day's figures) are Indian calendar days.
 */
export const IST_OFFSET_MS = 330 * 60_000;

/** A Date whose UTC fields read India's wall clock at `at` (for formatting only, never to store). */
export const indiaClock = (at: Date | number = Date.now()): Date => new Date((typeof at === 'number' ? at : at.getTime()) + IST_OFFSET_MS);

/** Now (or `at`) in India, 'yyyy-MM-dd HH:mm' (tender dates and times are the council's local time). */
export const nowInIndia = (at: Date | number = Date.now()): string => indiaClock(at).toISOString().slice(0, 16).replace('T', ' ');

/** Today (or `at`'s day) in India, 'yyyy-MM-dd'. */
export const todayInIndia = (at: Date | number = Date.now()): string => indiaClock(at).toISOString().slice(0, 10);

/** The year in India: a year's numbers (TL-2026-000001) follow it. */
export const indiaYear = (at: Date | number = Date.now()): number => indiaClock(at).getUTCFullYear();

/** The moment an Indian calendar day ('yyyy-MM-dd') begins. */
export const indiaDayStart = (day: string): Date => new Date(`${day}T00:00:00+05:30`);
