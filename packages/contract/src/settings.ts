import { z } from 'zod';
import { EMAIL_MAX, TEXT_MAX } from './limits.ts';
import { DEFAULT_HOME_TASKS, HOME_TASKS, HOME_TASKS_MAX, type HomeTask } from './home-tasks.ts';
import type { MessageKey } from './messages.ts';
import { COMPLAINT_REOPEN_DAYS_DEFAULT, COMPLAINT_REOPEN_DAYS_MAX } from './complaints.ts';
import type { FileInfo } from './schemas.ts';
import { hasBidiControls, hasControlChars, longerThan } from './text.ts';
import { NoticeSettingsSchema, defaultNoticeSettings } from './notices.ts';
import { CONTACT_ANSWER_DAYS_DEFAULT, CONTACT_ANSWER_DAYS_MAX } from './contact.ts';
import { LICENCE_VALIDITY_YEARS_DEFAULT, LICENCE_VALIDITY_YEARS_MAX } from './trade-licence.ts';
import { EMAIL_RE, PHONE_RE, PATTERN_INPUT_MAX, type FieldErrors } from './validate.ts';

/** Length limits of the site settings' texts (checked before any pattern). */
export const SETTINGS_LIMITS = {
  name: TEXT_MAX,
  address: 500,
  officeHours: 500,
  credit: 300,
  url: 2000,
  phone: 30,
  links: 20,
} as const;

/** Social profiles the header links to (each shown only when set). */
export const SOCIAL_NETWORKS = ['facebook', 'x', 'youtube', 'instagram'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

type Check = (value: string) => MessageKey | undefined;

/** A text: bounded first, then free of control and direction-override characters, then the pattern (an empty text passes unless required). */
function text(max: number, check?: Check, required?: MessageKey) {
  return z.string().superRefine((value, ctx) => {
    const issue = (key: MessageKey, params?: Record<string, number>) => ctx.addIssue({ code: 'custom', message: key, params });
    if (longerThan(value, max)) return issue('tooLong', { max });
    if (hasControlChars(value)) return issue('controlChars');
    if (hasBidiControls(value)) return issue('bidiControls');
    const trimmed = value.trim();
    if (!trimmed) return required ? issue(required) : undefined;
    const problem = check?.(trimmed);
    if (problem) issue(problem);
  });
}

/** Web addresses: http or https only (no javascript:, data: or relative links), with a host. */
export function isWebUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value) || /\s/.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

const url = (required?: MessageKey) => text(SETTINGS_LIMITS.url, (v) => (isWebUrl(v) ? undefined : 'invalidUrl'), required);
const email = text(Math.min(EMAIL_MAX, PATTERN_INPUT_MAX), (v) => (EMAIL_RE.test(v) ? undefined : 'invalidEmail'));
const phone = text(SETTINGS_LIMITS.phone, (v) => (PHONE_RE.test(v) ? undefined : 'invalidPhone'));

/**
 * The settings' texts in both languages, in the one shape of every bilingual value of the portal (design.md): the
 * English text under its name, the Hindi under `<name>Hi` (`councilName`, `councilNameHi`), as content records have them.
 */
export const BILINGUAL_SETTINGS = ['councilName', 'stateName', 'address', 'officeHours', 'footerCredit'] as const;
export type BilingualSetting = (typeof BILINGUAL_SETTINGS)[number];

const coordinate = (limit: number) =>
  z.number().superRefine((n, ctx) => {
    if (!Number.isFinite(n) || Math.abs(n) > limit) ctx.addIssue({ code: 'custom', message: 'invalidLocation' });
  });

/** The content types with a "valid until" date (their contract's `validity`), and the longest default period. */
export const VALIDITY_TYPES = ['notice', 'circular', 'officeOrder', 'tender', 'latestNews', 'pressRelease'] as const;
export type ValidityType = (typeof VALIDITY_TYPES)[number];
export const VALIDITY_MONTHS_MAX = 120;
export const DEFAULT_VALIDITY_MONTHS: Record<ValidityType, number> = {
  notice: 12,
  circular: 12,
  officeOrder: 12,
  tender: 12,
  latestNews: 3,
  pressRelease: 12,
};

/** A whole number from `min` to `max`; any other is refused with the message key `message` (and the max). */
const wholeNumber = (min: number, max: number, message: string) =>
  z.number().superRefine((n, ctx) => {
    if (!Number.isInteger(n) || n < min || n > max) ctx.addIssue({ code: 'custom', message, params: { max } });
  });
const reopenDays = wholeNumber(0, COMPLAINT_REOPEN_DAYS_MAX, 'reopenDays');
const answerDays = wholeNumber(1, CONTACT_ANSWER_DAYS_MAX, 'answerDays');
const validityYears = wholeNumber(1, LICENCE_VALIDITY_YEARS_MAX, 'licenceValidityYears');
const validityMonths = wholeNumber(0, VALIDITY_MONTHS_MAX, 'validityMonths');

/**
 * The council's identity and contacts: one typed record, stored in the database (site_settings), edited under
 * Admin › Settings. Every text a visitor reads comes in English and Hindi; an empty optional value hides what
 * it would fill (a social icon, the app link, the map).
 */
export const SiteSettings = z.object({
  councilName: text(SETTINGS_LIMITS.name, undefined, 'councilNameRequired'),
  councilNameHi: text(SETTINGS_LIMITS.name, undefined, 'councilNameRequired'),
  stateName: text(SETTINGS_LIMITS.name),
  stateNameHi: text(SETTINGS_LIMITS.name),
  address: text(SETTINGS_LIMITS.address),
  addressHi: text(SETTINGS_LIMITS.address),
  /** The one office-hours text that the About and Contact pages (and the closed grievance form) show. */
  officeHours: text(SETTINGS_LIMITS.officeHours),
  officeHoursHi: text(SETTINGS_LIMITS.officeHours),
  email,
  phone,
  tollFree: phone,
  /** The state's RTI portal (Important Links). */
  rtiUrl: url(),
  /** The state's portal where property tax is paid online (Pay Property Tax links it; issue 27). */
  propertyTaxUrl: url(),
  /** Further Important Links, in the order shown. */
  importantLinks: z
    .array(
      z.object({
        label: text(SETTINGS_LIMITS.name, undefined, 'linkLabelRequired'),
        labelHi: text(SETTINGS_LIMITS.name),
        url: url('linkUrlRequired'),
      }),
    )
    .max(SETTINGS_LIMITS.links, { message: 'tooManyLinks' }),
  social: z.object({ facebook: url(), x: url(), youtube: url(), instagram: url() }),
  /** The council's mobile app. */
  appUrl: url(),
  /** The clean-India campaign's site. */
  cleanIndiaUrl: url(),
  /** Where the council office is: the contact page's map (OpenStreetMap, loaded on request) is centred here. */
  location: z.object({ lat: coordinate(90), lon: coordinate(180) }).nullable(),
  /** The footer's last line (who made or hosts the site); the footer shows nothing when empty. */
  footerCredit: text(SETTINGS_LIMITS.credit),
  footerCreditHi: text(SETTINGS_LIMITS.credit),
  /** The home page's task links, in the order shown (none: the block is hidden). */
  homeTasks: z
    .array(z.enum(Object.keys(HOME_TASKS) as [HomeTask, ...HomeTask[]]))
    .max(HOME_TASKS_MAX)
    .refine((list) => new Set(list).size === list.length, { message: 'invalidInput' }),
  /**
   * How long a new item stays valid when saved without a "valid until" date, in months by content type (0: no
   * default, it never expires). Notices, circulars, office orders count from the issue date, press releases from
   * the release date, latest news from the day it is written, tenders from the last date of submission.
   */
  validityMonths: z.object(
    Object.fromEntries(VALIDITY_TYPES.map((name) => [name, validityMonths])) as Record<ValidityType, typeof validityMonths>,
  ),
  /** Grievances (issue 28): the days after its closing within which a citizen may reopen a complaint (0: never). */
  grievance: z.object({ reopenDays }),
  /** The contact inbox (issue 27): the working days within which the council answers a message (Contact Us says so). */
  contact: z.object({ answerDays }),
  /** Trade licences (issue 27): the financial years (to 31 March) a licence or a renewal is valid for; 1 by default. */
  licence: z.object({ validityYears }),
  /** Notices by SMS and e-mail (issue 28): the bilingual templates by event, with their SMS registration ids. */
  notices: NoticeSettingsSchema,
});
export type SiteSettings = z.infer<typeof SiteSettings>;

/** The settings as pages read them: the stored record and the uploaded logo (null: the drawn emblem). */
export type SiteInfo = SiteSettings & {
  logo: FileInfo | null;
};

/**
 * The settings as every page and the public API carry them: without the notices' templates (issue 28), which only
 * Admin › Notifications reads (GET /api/Admin/settings) and no page needs to send to every visitor.
 */
export type PublicSiteInfo = Omit<SiteInfo, 'notices'>;
export const publicSiteInfo = ({ notices: _templates, ...rest }: SiteInfo): PublicSiteInfo => rest;

/** What a new install starts with: a neutral name and nothing else, until an admin fills Admin › Settings. */
export const emptySiteSettings = (): SiteSettings => ({
  councilName: 'Nagar Parishad',
  councilNameHi: 'नगर परिषद',
  stateName: '',
  stateNameHi: '',
  address: '',
  addressHi: '',
  officeHours: '',
  officeHoursHi: '',
  email: '',
  phone: '',
  tollFree: '',
  rtiUrl: '',
  propertyTaxUrl: '',
  importantLinks: [],
  social: { facebook: '', x: '', youtube: '', instagram: '' },
  appUrl: '',
  cleanIndiaUrl: '',
  location: null,
  footerCredit: '',
  footerCreditHi: '',
  homeTasks: [...DEFAULT_HOME_TASKS],
  validityMonths: { ...DEFAULT_VALIDITY_MONTHS },
  grievance: { reopenDays: COMPLAINT_REOPEN_DAYS_DEFAULT },
  contact: { answerDays: CONTACT_ANSWER_DAYS_DEFAULT },
  licence: { validityYears: LICENCE_VALIDITY_YEARS_DEFAULT },
  notices: defaultNoticeSettings(),
});

/**
 * Checks settings sent by a client (the admin form or the API): the record, trimmed, or the errors by field path
 * (`councilName.hi`, `importantLinks.2.url`) with their message keys. A field missing from the input keeps
 * `base`'s value, so a client may send only what it changes.
 */
export function parseSiteSettings(
  input: unknown,
  base: SiteSettings = emptySiteSettings(),
): { value: SiteSettings; errors?: undefined } | { value?: undefined; errors: FieldErrors } {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return { errors: { '': { key: 'invalidInput' } } };
  // A list far too long is refused before any of its entries is looked at.
  const links = (input as { importantLinks?: unknown }).importantLinks;
  if (Array.isArray(links) && links.length > SETTINGS_LIMITS.links)
    return { errors: { importantLinks: { key: 'tooManyLinks', params: { max: SETTINGS_LIMITS.links } } } };
  const merged = mergeDeep(upgradeStoredSettings(base), input);
  const result = SiteSettings.safeParse(merged);
  if (!result.success) {
    const errors: FieldErrors = {};
    for (const issue of result.error.issues) {
      const path = issue.path.join('.');
      if (errors[path]) continue;
      if (issue.path[0] === 'location') errors[path] = { key: 'invalidLocation' };
      else if (issue.code === 'custom')
        errors[path] = { key: issue.message as MessageKey, params: (issue as { params?: Record<string, number> }).params };
      else if (issue.code === 'too_big' && path === 'importantLinks')
        errors[path] = { key: 'tooManyLinks', params: { max: SETTINGS_LIMITS.links } };
      else if (issue.code === 'too_big' && path === 'homeTasks') errors[path] = { key: 'tooManyLinks', params: { max: HOME_TASKS_MAX } };
      else errors[path] = { key: 'invalidInput' };
    }
    return { errors };
  }
  return { value: trimAll(result.data) };
}

/**
 * Settings as stored before 2026-12-06 held each bilingual text as `{ en, hi }` (a link's label and a notice template's
 * text so too): read into the one shape (`councilName`, `councilNameHi`; `label`, `labelHi`; `text`, `textHi`). Anything else is left as it is, for the schema to judge.
 */
export function upgradeStoredSettings<T>(stored: T): T {
  if (!isPlain(stored)) return stored;
  const out: Record<string, unknown> = { ...stored };
  const split = (target: Record<string, unknown>, key: string) => {
    const value = target[key];
    if (!isPlain(value) || typeof value.en !== 'string') return;
    target[key] = value.en;
    if (!(`${key}Hi` in target)) target[`${key}Hi`] = typeof value.hi === 'string' ? value.hi : '';
  };
  for (const key of BILINGUAL_SETTINGS) split(out, key);
  const templates = isPlain(out.notices) && isPlain(out.notices.templates) ? out.notices.templates : undefined;
  if (templates) {
    const upgraded: Record<string, unknown> = {};
    for (const [event, template] of Object.entries(templates)) {
      upgraded[event] = template;
      if (!isPlain(template) || typeof template.en !== 'string') continue;
      const { en, hi, ...rest } = template;
      upgraded[event] = { ...rest, text: en, textHi: typeof hi === 'string' ? hi : '' };
    }
    out.notices = { ...(out.notices as Record<string, unknown>), templates: upgraded };
  }
  if (Array.isArray(out.importantLinks)) {
    out.importantLinks = out.importantLinks.map((link: unknown) => {
      if (!isPlain(link)) return link;
      const copy = { ...link };
      split(copy, 'label');
      return copy;
    });
  }
  return out as T;
}

/** Objects merge key by key; any other value (text, list, null) replaces. Unknown keys are dropped by the schema. */
function mergeDeep(base: unknown, patch: unknown): unknown {
  if (!isPlain(base) || !isPlain(patch)) return patch === undefined ? base : patch;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(patch)) out[key] = key in base ? mergeDeep(base[key], value) : value;
  return out;
}

const isPlain = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

function trimAll<T>(value: T): T {
  if (typeof value === 'string') return value.trim() as T;
  if (Array.isArray(value)) return value.map(trimAll) as T;
  if (isPlain(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, trimAll(v)])) as T;
  return value;
}
