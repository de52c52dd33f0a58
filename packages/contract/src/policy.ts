import { z } from 'zod';
import { POLICY_SLUGS } from './policy-slugs.ts';

export { POLICY_SLUGS, isPolicySlug, type PolicySlug } from './policy-slugs.ts';

/** Limits of a policy page's fields (characters). */
export const POLICY_TITLE_MAX = 200;
export const POLICY_BODY_MAX = 60_000;

/**
 * Names a body may hold, replaced when the page is shown (not when it is saved): a change of the settings shows on
 * every page at once. `{{email}}` and `{{phone}}` become links; a value not set shows as '—'.
 */
export const POLICY_PLACEHOLDERS = ['council', 'state', 'address', 'email', 'phone'] as const;

/** A page as the back office edits it: bodies as stored, placeholders unreplaced. */
export const PolicyPageSource = z.object({
  slug: z.enum(POLICY_SLUGS),
  title: z.string(),
  titleHi: z.string(),
  body: z.string(),
  bodyHi: z.string(),
  /** ISO date-time of the last save; for a page never saved, the date its default text was written. */
  updatedAt: z.string(),
  /** The e-mail of whoever saved it last; null for the default text. */
  updatedBy: z.string().nullable(),
  /** Never saved: the install's default text. */
  isDefault: z.boolean(),
});
export type PolicyPageSource = z.infer<typeof PolicyPageSource>;

/** A page as the public sees it: the sanitised bodies with the settings put in. */
export const PolicyPageView = PolicyPageSource.omit({ updatedBy: true, isDefault: true });
export type PolicyPageView = z.infer<typeof PolicyPageView>;

/** A save (PUT /api/Admin/policy/{slug}): both titles required; the bodies are limited HTML, sanitised by the server. */
export const PolicyPageDraft = z.object({
  title: z.string().trim().min(1).max(POLICY_TITLE_MAX),
  titleHi: z.string().trim().min(1).max(POLICY_TITLE_MAX),
  body: z.string().max(POLICY_BODY_MAX),
  bodyHi: z.string().max(POLICY_BODY_MAX),
});
export type PolicyPageDraft = z.infer<typeof PolicyPageDraft>;
