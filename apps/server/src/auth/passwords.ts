import fs from 'node:fs';
import path from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { PASSWORD_MIN, upgradeStoredSettings } from '@nagar/contract';
import type { Db, Tx } from '../db/client.ts';
import { siteSettings } from '../db/schema.ts';

// argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB, 2 passes.
const options = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

/**
 * Spaces (and other white space) at the start and the end are never part of a password: a new one is stored
 * trimmed, after the length rule counted it trimmed, and a typed one is verified trimmed.
 */
export const hashPassword = (password: string) => hash(password.trim(), options);

/**
 * Whether the typed password is the stored one: trimmed first (as every password is stored since the rule);
 * a password stored before the rule with outer spaces still signs in when typed exactly so.
 */
export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  const trimmed = password.trim();
  if (await verifyOne(hashed, trimmed)) return true;
  return trimmed !== password && verifyOne(hashed, password);
}

async function verifyOne(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the e-mail is unknown keeps failure timing alike for known and unknown e-mails. */
export const dummyHash = hashPassword('not-a-real-password-0000');

let common: Set<string> | undefined;

/** Whether the password is on the shipped list of common passwords (common-passwords.txt), ignoring case. */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    fs
      .readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#')),
  );
  return common.has(password.trim().toLowerCase());
}

/**
 * The site's own words, refused like common passwords: what an attacker tries first against a council's portal
 * (the demo council is Sundarpur).
 */
export const SITE_WORDS = [
  'nagarparishad',
  'nagar',
  'parishad',
  'nagarpalika',
  'palika',
  'nagarnigam',
  'nigam',
  'municipal',
  'municipality',
  'council',
  'sundarpur',
  'portal',
  'admin',
  'administrator',
  'password',
  'passwd',
  'welcome',
  'login',
  'grievance',
  'office',
  'india',
] as const;

/** Words shorter than this are not taken from names and addresses (“of”, “in” would match too much). */
const WORD_MIN = 3;

/** Letters only, lower-case: digits, symbols, spaces and marks of punctuation removed. */
const lettersOf = (text: string) =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}]+/gu, '');

/** The same after reading digits and symbols as the letters they stand for (p4ssw0rd, @dmin). */
const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '@': 'a', $: 's', '!': 'i' };
const deLeet = (text: string) => text.toLowerCase().replace(/[013457@$!]/g, (c) => LEET[c]!);

/** The words of names and addresses: each run of letters, and each whole text with its separators removed. */
export function wordsOf(...texts: Array<string | null | undefined>): string[] {
  const out: string[] = [];
  for (const text of texts) {
    if (!text) continue;
    const whole = lettersOf(text);
    if (whole.length >= WORD_MIN) out.push(whole);
    for (const part of text
      .normalize('NFKC')
      .toLowerCase()
      .split(/[^\p{L}\p{M}]+/u))
      if (part.length >= WORD_MIN) out.push(part);
  }
  return out;
}

/** Whether `text` is one or more of the words, one after another (a repeated word too). */
function madeOf(text: string, words: Set<string>): boolean {
  if (!text) return false;
  // can[i]: text.slice(0, i) is made of words.
  const can = new Array<boolean>(text.length + 1).fill(false);
  can[0] = true;
  for (let i = 1; i <= text.length; i++) {
    for (let j = 0; j < i && !can[i]; j++) if (can[j] && words.has(text.slice(j, i))) can[i] = true;
  }
  return can[text.length]!;
}

/**
 * Whether the password is essentially the site's or the person's own words: once lower-cased and stripped of
 * digits, symbols and spaces (also with digits read as letters), nothing is left but those words
 * (`Sundarpur@2026!`, `nagarparishad`, `admin-portal-1`, `asha.verma2026`).
 */
export function isSiteWordsPassword(password: string, words: Iterable<string> = []): boolean {
  const list = new Set<string>(SITE_WORDS);
  for (const w of words) {
    const letters = lettersOf(w);
    if (letters.length >= WORD_MIN) list.add(letters);
  }
  // As typed; with digits read as letters; and so once the digits and symbols at the end (a year, "!") are dropped.
  const variants = [password, deLeet(password), deLeet(password.replace(/[^\p{L}]+$/u, ''))];
  return variants.some((text) => madeOf(lettersOf(text), list));
}

export type PasswordProblem = 'passwordTooShort' | 'passwordCommon' | 'passwordSiteWords';

/**
 * Why a new password is refused (a message key), or null: the one rule for every place that sets one. It is
 * measured trimmed (ten spaces are no password); `words` are the council's and the person's own (passwordWords).
 */
export function newPasswordProblem(password: string, words: Iterable<string> = []): PasswordProblem | null {
  const trimmed = password.trim();
  if ([...trimmed].length < PASSWORD_MIN) return 'passwordTooShort';
  if (isCommonPassword(trimmed)) return 'passwordCommon';
  if (isSiteWordsPassword(trimmed, words)) return 'passwordSiteWords';
  return null;
}

/** The labels of a host name (`nagarparishad.example.gov.in` → nagarparishad, example, gov), as words. */
const hostWords = (host: string | undefined) => (host ? wordsOf(...host.split('.')) : []);

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).hostname;
  } catch {
    return undefined;
  }
}

/**
 * The words a password of this account may not be made of, beyond SITE_WORDS: the council's name (English and
 * Hindi, whole and word by word), its domains (PUBLIC_URL's host, the settings' e-mail's), and the account's
 * e-mail address (its local part, whole and word by word, and its domain).
 */
export async function passwordWords(db: Db | Tx, email: string, publicUrl?: string): Promise<string[]> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.id, 1));
  const settings = upgradeStoredSettings((row?.value ?? {}) as { councilName?: unknown; councilNameHi?: unknown; email?: unknown });
  const textOf = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const [, councilDomain = ''] = (textOf(settings.email) ?? '').toLowerCase().split('@');
  return [
    ...wordsOf(textOf(settings.councilName), textOf(settings.councilNameHi)),
    ...hostWords(councilDomain),
    ...ownWords(email, publicUrl),
  ];
}

/** The words known without the database: the e-mail's local part and domain, and PUBLIC_URL's host (ADMIN_PASSWORD). */
export function ownWords(email: string, publicUrl?: string): string[] {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  return [...wordsOf(local), ...hostWords(domain), ...hostWords(hostOf(publicUrl))];
}
