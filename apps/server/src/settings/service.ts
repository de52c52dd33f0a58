import { eq, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import {
  emptySiteSettings,
  parseSiteSettings,
  upgradeStoredSettings,
  type SetupItem,
  type SiteInfo,
  type SiteSettings,
} from '@nagar/contract';
import type { Db, Tx } from '../db/client.ts';
import { transaction } from '../db/retry.ts';
import * as tables from '../db/schema.ts';
import { validationError } from '../lib/errors.ts';
import { processUpload, type IncomingFile, type UploadLimits } from '../files/pipeline.ts';
import { deleteFiles, describeFiles, insertFiles } from '../files/store.ts';
import { fieldChanges, recordAudit, type Actor } from '../audit/audit.ts';
import type { PublicCache } from '../cache/public-cache.ts';

/** The one row of site_settings. */
const ROW_ID = 1;
const CACHE_KEY = 'site-settings';

export interface SettingsInput {
  /** The settings, whole or in part (a missing field keeps its stored value). */
  values: unknown;
  /** A new logo (an image; re-encoded by the file pipeline). */
  logo?: IncomingFile;
  /** Back to the drawn emblem. */
  removeLogo?: boolean;
}

/**
 * The council's identity and contacts (the typed record of the contract's SiteSettings), in site_settings.
 * Reads go through the public cache: every write here clears this process's cache, and other processes see the
 * change when their entry expires (PUBLIC_CACHE_SECONDS); each write also counts the row's `version` up.
 */
export class SettingsService {
  constructor(
    private readonly db: Db,
    private readonly cache: PublicCache,
    private readonly limits: UploadLimits,
    /** Which notice channels are configured (the checklist's "notices" step). */
    private readonly channels: { email: boolean; sms: boolean } = { email: false, sms: false },
  ) {}

  /** The settings as pages and the public API show them (an install that never saved any: the neutral ones). */
  read(): Promise<SiteInfo> {
    return this.cache.get(CACHE_KEY, () => this.load());
  }

  /**
   * The stored settings read on the given connection or transaction, not cached: for a write transaction that needs
   * them (the notices' templates), which on the embedded database cannot wait for a read outside it.
   */
  async readOn(db: Db | Tx): Promise<SiteSettings> {
    const [row] = await db.select({ value: tables.siteSettings.value }).from(tables.siteSettings).where(eq(tables.siteSettings.id, ROW_ID));
    return stored(row?.value);
  }

  private async load(): Promise<SiteInfo> {
    const [row] = await this.db.select().from(tables.siteSettings).where(eq(tables.siteSettings.id, ROW_ID));
    const value = stored(row?.value);
    const logo = row?.logo ? ((await describeFiles(this.db, [row.logo])).get(row.logo) ?? null) : null;
    return { ...value, logo };
  }

  /**
   * Checks and saves the settings: a bad field is refused (400, its message by field path, e.g.
   * `importantLinks.0.url`) and nothing is written; a good save writes the row, the logo and the audit row in
   * one transaction.
   */
  async update(actor: Actor | null, input: SettingsInput): Promise<SiteInfo> {
    const current = await this.load();
    const { logo: _logo, ...base } = current;
    const parsed = parseSiteSettings(input.values ?? {}, base);
    if (parsed.errors) throw validationError(parsed.errors);
    const drafts = input.logo ? await processUpload('image', input.logo, this.limits, 'logo') : undefined;

    await transaction(this.db, async (tx) => {
      // Locked: of two saves at once, the second sees the first's logo and replaces it (none is left behind).
      const [row] = await tx.select().from(tables.siteSettings).where(eq(tables.siteSettings.id, ROW_ID)).for('update');
      const before = stored(row?.value);
      // Applied to the row as it is now: a partial save made meanwhile by someone else is kept.
      const next = parseSiteSettings(input.values ?? {}, before);
      if (next.errors) throw validationError(next.errors);
      const oldLogo = row?.logo ?? null;
      let logo = oldLogo;
      if (drafts) logo = await insertFiles(tx, drafts);
      else if (input.removeLogo) logo = null;
      await tx
        .insert(tables.siteSettings)
        .values({ id: ROW_ID, value: next.value, logo, version: 1 })
        .onConflictDoUpdate({
          target: tables.siteSettings.id,
          set: { value: next.value, logo, version: sql`${tables.siteSettings.version} + 1`, updatedAt: new Date() },
        });
      if (oldLogo && oldLogo !== logo) await deleteFiles(tx, [oldLogo]);
      const logoOf = async (id: string | null) => {
        if (!id) return null;
        const info = (await describeFiles(tx, [id])).get(id);
        return info ? { name: info.name, size: info.size } : null;
      };
      const changes = fieldChanges(
        { ...before, logo: oldLogo === logo ? null : await logoOf(oldLogo) },
        { ...next.value, logo: oldLogo === logo ? null : await logoOf(logo) },
      );
      await recordAudit(tx, actor, { action: 'update', entity: 'settings', entityId: ROW_ID, changes });
    });
    this.cache.invalidate();
    return this.read();
  }

  /** The empty install's first steps, each done or not, with the screen where it is done. */
  async checklist(): Promise<SetupItem[]> {
    const site = await this.read();
    const placeholder = emptySiteSettings();
    const exists = async (table: PgTable) =>
      (
        await this.db
          .select({ one: sql<number>`1` })
          .from(table)
          .limit(1)
      ).length > 0;
    const [districts, wards, grievanceTypes, official, notice, routing] = await Promise.all([
      exists(tables.districts),
      exists(tables.wards),
      exists(tables.grievanceTypes),
      exists(tables.officials),
      exists(tables.notices),
      exists(tables.routingRules),
    ]);
    return [
      {
        key: 'identity',
        done: site.councilName !== placeholder.councilName && site.councilNameHi !== placeholder.councilNameHi && !!site.address,
        href: '/admin/settings',
      },
      { key: 'contacts', done: !!site.email && !!site.phone && !!site.officeHours, href: '/admin/settings' },
      { key: 'logo', done: !!site.logo, href: '/admin/settings' },
      { key: 'districts', done: districts, href: '/admin/districts' },
      { key: 'wards', done: wards, href: '/admin/wards' },
      { key: 'grievanceTypes', done: grievanceTypes, href: '/admin/grievancetypes' },
      { key: 'official', done: official, href: '/admin/editministerofficeremp' },
      { key: 'notice', done: notice, href: '/admin/editnotice' },
      { key: 'routing', done: routing, href: '/admin/routing' },
      { key: 'notices', done: this.channels.email || this.channels.sms, href: '/admin/notifications' },
    ];
  }
}

/** A stored record, read leniently: fields added since it was saved take their neutral value. */
function stored(value: unknown): SiteSettings {
  if (!value) return emptySiteSettings();
  const parsed = parseSiteSettings(value);
  return parsed.value ?? { ...emptySiteSettings(), ...upgradeStoredSettings(value as Partial<SiteSettings>) };
}
