/**
 * The visitor's display choices (GIGW 3.0 text size and contrast), kept in two cookies so that they hold on
 * every page without JavaScript: the web app's /display route sets them, the root layout reads them into
 * <html data-text-size data-contrast>, and the anonymous page cache keys on their normalised values.
 */
export const TEXT_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];
export const CONTRASTS = ['normal', 'high'] as const;
export type Contrast = (typeof CONTRASTS)[number];

export const TEXT_SIZE_COOKIE = 'text_size';
export const CONTRAST_COOKIE = 'contrast';
export const DEFAULT_TEXT_SIZE: TextSize = 'md';

export interface Display {
  size: TextSize;
  contrast: Contrast;
}

export const textSizeOf = (value: unknown): TextSize => (TEXT_SIZES.includes(value as TextSize) ? (value as TextSize) : DEFAULT_TEXT_SIZE);
export const contrastOf = (value: unknown): Contrast => (value === 'high' ? 'high' : 'normal');

function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** The display choices in a Cookie header; anything unknown reads as the default. */
export function displayFromCookie(header: string | null | undefined): Display {
  const h = header ?? '';
  return { size: textSizeOf(cookieValue(h, TEXT_SIZE_COOKIE)), contrast: contrastOf(cookieValue(h, CONTRAST_COOKIE)) };
}

/** The next smaller or larger text size (the same at either end). */
export function stepTextSize(size: TextSize, step: -1 | 1): TextSize {
  const i = TEXT_SIZES.indexOf(size) + step;
  return TEXT_SIZES[Math.max(0, Math.min(TEXT_SIZES.length - 1, i))]!;
}

/** The Set-Cookie values for a choice (a year, like the language). */
export const displayCookies = (d: Display): string[] => [
  `${TEXT_SIZE_COOKIE}=${d.size}; Path=/; Max-Age=31536000; SameSite=Lax`,
  `${CONTRAST_COOKIE}=${d.contrast}; Path=/; Max-Age=31536000; SameSite=Lax`,
];
