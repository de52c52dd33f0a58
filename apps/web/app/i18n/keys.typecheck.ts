/**
 * Type-level tests of the typed text keys (i18n/texts.ts): checked by `npm run typecheck`, never run. Each
 * `@ts-expect-error` line must fail to type-check: if the typing regresses (a key type widened to string, a
 * catalogue or page bundle dropped from the key space), the directive is unused and tsc fails here.
 */
import type { TFunction } from 'i18next';
import type { hi } from './hi.ts';
import type { Catalogue } from './en.ts';
import type { admin } from './admin.ts';
import type { publicPages } from './pages/public-pages.ts';
import type { feedTexts } from './pages/feeds.ts';
import type { PageBundles, TextKey } from './texts.ts';
import type { KeysUnder } from './keys.ts';
import { isComplaintActor, isLicenceStep } from './keys.ts';

declare const t: TFunction;

export function keysTypecheck(actor: string, step: string) {
  // Keys of en.ts, of the shared public pages, of page bundles and of the contract's messages are accepted…
  t('common.close');
  t('privacy.title');
  t('staffComplaints.title');
  t('msg.serverError');
  t('res.notice.fields.title');
  t('adminList.filtersActive', { count: 2 });
  // …and a misspelt one is not, wherever it is.
  // @ts-expect-error 'clsoe' is no key of common
  t('common.clsoe');
  // @ts-expect-error no page bundle is called 'staffComplaint'
  t('staffComplaint.title');
  // @ts-expect-error no server message is called 'serverEror'
  t('msg.serverEror');
  // @ts-expect-error 'notices' is no content type's name
  t('res.notices.fields.title');
  // @ts-expect-error a plural is read by its stem with a count, not by a made-up suffix
  t('adminList.filtersActive_few');

  // A key built from a value: the value's type must be one the catalogue has.
  const ok: KeysUnder<'inbox.statuses'> = 'new';
  t(`inbox.statuses.${ok}`);
  // @ts-expect-error 'opened' is no message status
  const wrong: KeysUnder<'inbox.statuses'> = 'opened';
  if (isComplaintActor(actor)) t(`complaints.actors.${actor}`);
  if (isLicenceStep(step)) t(`licenceTrack.steps.${step}`);
  // @ts-expect-error an unchecked string is no key
  t(`complaints.actors.${actor}`);
  return wrong;
}

/** Hindi has every English key (en.ts: hi is a Catalogue; the back office and every page bundle too). */
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Shape<T> = T extends string ? string : T extends readonly unknown[] ? T : { [K in keyof T]: Shape<T[K]> };
type HiLikeEn<T extends { en: unknown; hi: unknown }> = SameKeys<Shape<T['en']>, Shape<T['hi']>>;
// One false among the bundles makes the whole false (a union of true and false would still take true).
type AllBundlesAlike = false extends { [K in keyof PageBundles]: HiLikeEn<PageBundles[K]> }[keyof PageBundles] ? false : true;
export const hindiHasEveryKey: [
  SameKeys<Shape<typeof hi>, Shape<Catalogue>>,
  HiLikeEn<typeof admin>,
  HiLikeEn<typeof publicPages>,
  HiLikeEn<typeof feedTexts>,
  AllBundlesAlike,
] = [true, true, true, true, true];
// @ts-expect-error a Hindi text missing from a bundle would make the check false
export const bundleMissingAKey: HiLikeEn<{ en: { a: string; b: string }; hi: { a: string } }> = true;

/** The flat key union is what i18next checks against: a sample of its members. */
export const sample: TextKey[] = ['common.close', 'grievance_post.photo1', 'validity.legend'];
