/**
 * Typed pieces of text keys, for the places that build a key from a prefix and a value (t(`settings.${key}`)):
 * the value is typed as one of the keys that exist under the prefix, so a wrong one fails the type check.
 */
import { TRADE_LICENCE_ACTIONS, type TradeLicenceAction } from '@nagar/contract';
import type { Texts, TextKey } from './texts.ts';

/** The keys under a prefix: KeysUnder<'settings'> is 'legend' | 'hint' | …, for t(`settings.${key}`). */
export type KeysUnder<P extends string> = TextKey extends infer K ? (K extends `${P}.${infer Rest}` ? Rest : never) : never;

/** The top-level text groups ('settings', 'staffUsers', …) that have every one of the keys S: t(`${ns}.save`). */
type Group = Extract<keyof Texts, string>;
export type GroupWith<S extends string> = { [G in Group]: `${G}.${S}` extends TextKey ? G : never }[Group];

/**
 * A key that comes from data the types hold only as a string: the site menu's labels (the contract's SITE_MENU,
 * which cannot name the web app's keys; i18n/index.test.ts checks every one is in both catalogues), a stored
 * audit row's kind or a page's path (read with a defaultValue or after i18n.exists). Nothing else may use it.
 */
export const dataKey = (key: string): TextKey => key as TextKey;

/** Who acted on a complaint, as the catalogue names them (complaints.actors.<actor>). */
const COMPLAINT_ACTORS = ['citizen', 'council', 'admin', 'editor', 'officer', 'revenue', 'user', 'system'] as const satisfies ReadonlyArray<
  KeysUnder<'complaints.actors'>
>;
export type ComplaintActor = (typeof COMPLAINT_ACTORS)[number];
/** Whether the catalogue names this actor (a role the server added later keeps the answer's own name). */
export const isComplaintActor = (actor: string): actor is ComplaintActor => (COMPLAINT_ACTORS as readonly string[]).includes(actor);

/**
 * tradeLicence.<group>.<…>: the application form's texts by the contract's data (TRADE_LICENCE_SECTIONS' ids,
 * TRADE_LICENCE_FIELDS' keys and option values, which it holds as strings). i18n/index.test.ts checks that every
 * section, hinted field and option has its text in both languages.
 */
export const tradeLicenceKey = (group: 'sections' | 'hints' | 'options', ...path: string[]): TextKey =>
  dataKey(['tradeLicence', group, ...path].join('.'));

/** A licence application's history step: a staff action (TRADE_LICENCE_WORKFLOW), or the applicant's submit or correct. */
export type LicenceStep = TradeLicenceAction | 'submit' | 'correct';
export const isLicenceStep = (action: string): action is LicenceStep =>
  action === 'submit' || action === 'correct' || (TRADE_LICENCE_ACTIONS as readonly string[]).includes(action);
