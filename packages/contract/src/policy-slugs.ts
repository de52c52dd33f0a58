// Without zod: the footer and the site menu are in the browser's first script (see base.ts).
/**
 * The policy pages a government website must have (GIGW 3.0): each at its own public path (`/<slug>`), in English
 * and Hindi, written by an admin as limited HTML (sanitised on the server when saved). The privacy policy has its
 * own page (/privacypolicy) and is not one of these.
 */
export const POLICY_SLUGS = [
  'hyperlinking-policy',
  'copyright-policy',
  'terms',
  'disclaimer',
  'accessibility',
  'help',
  'screen-reader-access',
] as const;
export type PolicySlug = (typeof POLICY_SLUGS)[number];

export const isPolicySlug = (value: unknown): value is PolicySlug => (POLICY_SLUGS as readonly unknown[]).includes(value);
