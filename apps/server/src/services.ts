import type { ResourceName } from '@nagar/contract';
import type { Config } from './config.ts';
import { openDatabase, type Database, type Db, type Tx } from './db/client.ts';
import { Accounts } from './auth/accounts.ts';
import { PublicCache } from './cache/public-cache.ts';
import { ResourceService } from './resources/service.ts';
import { bindings } from './resources/bindings.ts';
import { checkResourceTables } from './resources/table-check.ts';
import { ComplaintService } from './complaints/service.ts';
import { Users } from './users/service.ts';
import { SettingsService } from './settings/service.ts';
import { PolicyService } from './policy/service.ts';
import { Notifier } from './notices/notifier.ts';
import { OutboxService } from './notices/service.ts';
import { DeliveryWorker } from './notices/worker.ts';
import { RoutingService } from './complaints/routing-admin.ts';
import { ContactService } from './contact/service.ts';
import { PropertyTaxService } from './property-tax/service.ts';
import { LicenceService } from './licences/service.ts';

/** Everything the routes and the web loaders use; one instance per process. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  accounts: Accounts;
  cache: PublicCache;
  resources: Map<ResourceName, ResourceService>;
  complaints: ComplaintService;
  /** Staff accounts (the Users screen and API). */
  users: Users;
  /** The council's identity and contacts (Admin › Settings). */
  settings: SettingsService;
  /** The policy pages (Admin › Policy pages). */
  policy: PolicyService;
  /** Writes notices into the outbox (issue 28). */
  notifier: Notifier;
  /** The contact inbox (issue 27): Contact Us messages and Admin › Messages. */
  contact: ContactService;
  /** Property tax dues (issue 27): the demand register's imports and the citizen's look-up. */
  propertyTax: PropertyTaxService;
  /** Trade licences (issue 27): applications, tracking, the staff workflow, licences. */
  licences: LicenceService;
  /** Admin › Notifications: the outbox's notices and "send again". */
  outbox: OutboxService;
  /** This process's sender of the outbox's notices (started by the app; idle with no channel configured). */
  delivery: DeliveryWorker;
  /** Routing rules and escalation officers (Admin › Routing). */
  routing: RoutingService;
  resource(name: ResourceName): ResourceService;
}

export async function createServices(config: Config, notice?: (message: string) => void): Promise<Services> {
  // A definition and its table that disagree stop the start here, before any request meets them.
  checkResourceTables(bindings);
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir, notice });
  const delivery = new DeliveryWorker(database.db, config.notices);
  return bindServices(config, database, database.db, new PublicCache(config.publicCacheSeconds), delivery);
}

/**
 * The same services with every query on the given transaction (their own transactions nest in it as
 * savepoints), so that several service calls commit or roll back together. They share the process's cache.
 */
export function servicesOn(services: Services, tx: Tx): Services {
  return bindServices(services.config, services.database, tx, services.cache, services.delivery);
}

function bindServices(config: Config, database: Database, db: Db, cache: PublicCache, delivery: DeliveryWorker): Services {
  const { imageMaxBytes, documentMaxBytes, videoMaxBytes, captionsMaxBytes } = config;
  const limits = { imageMaxBytes, documentMaxBytes, videoMaxBytes, captionsMaxBytes };
  const settings = new SettingsService(db, cache, limits, { email: !!config.notices.email, sms: !!config.notices.sms });
  const validityMonths = async (name: string) => ((await settings.read()).validityMonths as Record<string, number | undefined>)[name] ?? 0;
  const tableOf = (name: string) => bindings.find((b) => b.def.name === name)?.table;
  const resources = new Map(bindings.map((b) => [b.def.name, new ResourceService(b, db, limits, cache, validityMonths, tableOf)]));
  // Reads kept between writes (db/kept-reads.ts): on the embedded database itself only, never on a transaction (servicesOn).
  const writeCount = db === database.db ? database.writeCount : undefined;
  const notifier = new Notifier(
    config.notices,
    config.publicUrl,
    (tx) => settings.readOn(tx),
    () => delivery.wake(),
  );
  return {
    config,
    database,
    db,
    accounts: new Accounts(db, config.sessionTtlMinutes, config.sessionMaxHours, config.admin2fa, config.publicUrl, writeCount),
    cache,
    resources,
    complaints: new ComplaintService(
      db,
      limits,
      cache,
      async () => {
        const site = await settings.read();
        return { councilName: site.councilName, reopenDays: site.grievance.reopenDays };
      },
      notifier,
      writeCount,
    ),
    users: new Users(db, config.publicUrl),
    settings,
    policy: new PolicyService(db, cache, settings, new URL(config.publicUrl).origin),
    notifier,
    outbox: new OutboxService(db, notifier),
    contact: new ContactService(db, async () => (await settings.read()).contact.answerDays),
    propertyTax: new PropertyTaxService(db),
    licences: new LicenceService(db, limits, cache, async () => (await settings.read()).licence.validityYears, undefined, notifier),
    delivery,
    routing: new RoutingService(db),
    resource(name) {
      const service = resources.get(name);
      if (!service) throw new Error(`Unknown resource ${name}`);
      return service;
    },
  };
}
