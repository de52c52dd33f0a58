import { eq } from 'drizzle-orm';
import {
  POLICY_BODY_MAX,
  POLICY_SLUGS,
  POLICY_TITLE_MAX,
  hasBidiControls,
  isPolicySlug,
  longerThan,
  settingText,
  textOf,
  type FieldErrors,
  type PolicyPageSource,
  type PolicyPageView,
  type PolicySlug,
  type SiteInfo,
} from '@nagar/contract';
import type { Db } from '../db/client.ts';
import { transaction } from '../db/retry.ts';
import { policyPages, users } from '../db/schema.ts';
import { httpError, validationError } from '../lib/errors.ts';
import { fieldChanges, recordAudit, type Actor } from '../audit/audit.ts';
import type { PublicCache } from '../cache/public-cache.ts';
import type { SettingsService } from '../settings/service.ts';
import { routeExternalLinks, sanitizePolicyHtml } from './sanitize.ts';
import { DEFAULTS_WRITTEN, defaultPolicyPage } from './defaults.ts';

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/**
 * A body with the settings put in ({{council}}, {{state}}, {{address}}, {{email}}, {{phone}}), in the body's
 * language; values are escaped, e-mail and telephone become links, a value not set shows as '—'.
 */
export function fillPlaceholders(html: string, site: SiteInfo, lang: 'en' | 'hi'): string {
  const values: Record<string, () => string> = {
    council: () => escape(settingText(site, 'councilName', lang)),
    state: () => escape(settingText(site, 'stateName', lang)),
    address: () => escape(settingText(site, 'address', lang)),
    email: () => (site.email ? `<a href="mailto:${escape(site.email)}">${escape(site.email)}</a>` : ''),
    phone: () => (site.phone ? `<a href="tel:${escape(site.phone.replace(/[^\d+]/g, ''))}">${escape(site.phone)}</a>` : ''),
  };
  return html.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    const value = values[name];
    if (!value) return whole;
    return value() || '—';
  });
}

/**
 * The policy pages (contract POLICY_SLUGS): saved ones from policy_pages, the others from their default texts.
 * Public reads go through the public cache (every write, here or in the settings, empties it).
 */
export class PolicyService {
  constructor(
    private readonly db: Db,
    private readonly cache: PublicCache,
    private readonly settings: SettingsService,
    /** The site's origin (PUBLIC_URL's): links elsewhere in a public body go through the leaving page. */
    private readonly siteOrigin = '',
  ) {}

  private slugOf(slug: string): PolicySlug {
    if (!isPolicySlug(slug)) throw httpError(404, 'notFound');
    return slug;
  }

  /** A page as the back office edits it; 404 for a slug that is none of the pages. */
  async source(slug: string): Promise<PolicyPageSource> {
    const known = this.slugOf(slug);
    const [row] = await this.db
      .select({
        title: policyPages.title,
        titleHi: policyPages.titleHi,
        body: policyPages.body,
        bodyHi: policyPages.bodyHi,
        updatedAt: policyPages.updatedAt,
        updatedBy: users.email,
      })
      .from(policyPages)
      .leftJoin(users, eq(users.id, policyPages.updatedBy))
      .where(eq(policyPages.slug, known));
    if (!row) return { slug: known, ...defaultPolicyPage(known), updatedAt: DEFAULTS_WRITTEN, updatedBy: null, isDefault: true };
    return { slug: known, ...row, updatedAt: row.updatedAt.toISOString(), updatedBy: row.updatedBy ?? null, isDefault: false };
  }

  /** Every page as the back office lists them. */
  list(): Promise<PolicyPageSource[]> {
    return Promise.all(POLICY_SLUGS.map((slug) => this.source(slug)));
  }

  /** A page as the public sees it: the settings put in, in each language. */
  view(slug: string): Promise<PolicyPageView> {
    const known = this.slugOf(slug);
    return this.cache.get(`policy:${known}`, async () => {
      const [page, site] = await Promise.all([this.source(known), this.settings.read()]);
      return {
        slug: page.slug,
        title: page.title,
        titleHi: page.titleHi,
        body: routeExternalLinks(fillPlaceholders(page.body, site, 'en'), this.siteOrigin, `/${known}`),
        bodyHi: routeExternalLinks(fillPlaceholders(page.bodyHi, site, 'hi'), this.siteOrigin, `/${known}`),
        updatedAt: page.updatedAt,
      };
    });
  }

  /**
   * The back office's live preview of a body: sanitised as a save would, the settings put in as the page would
   * (nothing is written). A body over its limit is refused as a save would refuse it.
   */
  async preview(input: unknown): Promise<{ html: string }> {
    const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    const body = textOf(raw.body ?? '');
    const lang = raw.lang === 'hi' ? 'hi' : 'en';
    if (longerThan(body, POLICY_BODY_MAX)) throw validationError({ body: { key: 'tooLong', params: { max: POLICY_BODY_MAX } } });
    return { html: fillPlaceholders(sanitizePolicyHtml(body), await this.settings.read(), lang) };
  }

  /**
   * Saves a page: both titles required, lengths checked before anything else, the bodies sanitised (what the
   * allowlist does not hold is dropped, not refused); the row and its audit row in one transaction.
   */
  async save(actor: Actor | null, slug: string, input: unknown): Promise<PolicyPageSource> {
    const known = this.slugOf(slug);
    const raw = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
    const values = {
      title: textOf(raw.title ?? '').trim(),
      titleHi: textOf(raw.titleHi ?? '').trim(),
      body: textOf(raw.body ?? ''),
      bodyHi: textOf(raw.bodyHi ?? ''),
    };
    const errors: FieldErrors = {};
    for (const key of ['title', 'titleHi'] as const) {
      if (longerThan(values[key], POLICY_TITLE_MAX)) errors[key] = { key: 'tooLong', params: { max: POLICY_TITLE_MAX } };
      else if (!values[key]) errors[key] = { key: 'titleRequired' };
      else if (hasBidiControls(values[key])) errors[key] = { key: 'bidiControls' };
    }
    for (const key of ['body', 'bodyHi'] as const) {
      if (longerThan(values[key], POLICY_BODY_MAX)) errors[key] = { key: 'tooLong', params: { max: POLICY_BODY_MAX } };
      else if (hasBidiControls(values[key])) errors[key] = { key: 'bidiControls' };
    }
    if (Object.keys(errors).length) throw validationError(errors);
    const next = { ...values, body: sanitizePolicyHtml(values.body), bodyHi: sanitizePolicyHtml(values.bodyHi) };

    await transaction(this.db, async (tx) => {
      const [before] = await tx
        .select({ title: policyPages.title, titleHi: policyPages.titleHi, body: policyPages.body, bodyHi: policyPages.bodyHi })
        .from(policyPages)
        .where(eq(policyPages.slug, known))
        .for('update');
      const now = new Date();
      await tx
        .insert(policyPages)
        .values({ slug: known, ...next, updatedAt: now, updatedBy: actor?.id ?? null })
        .onConflictDoUpdate({ target: policyPages.slug, set: { ...next, updatedAt: now, updatedBy: actor?.id ?? null } });
      await recordAudit(tx, actor, {
        action: before ? 'update' : 'create',
        entity: 'policy-page',
        entityId: known,
        changes: fieldChanges(before ?? { ...defaultPolicyPage(known) }, next),
      });
    });
    this.cache.invalidate();
    return this.source(known);
  }
}
