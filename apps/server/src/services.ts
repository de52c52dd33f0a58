import type { Config } from './config.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { Accounts } from './auth/accounts.ts';
import { PublicCache } from './resources/cache.ts';
import { ResourceService } from './resources/service.ts';
import { bindings } from './resources/bindings.ts';
import { ComplaintService } from './complaints/service.ts';

/** Everything the routes and the web loaders use; one instance per process. */
export interface Services {
  config: Config;
  database: Database;
  db: Db;
  accounts: Accounts;
  cache: PublicCache;
  resources: Map<string, ResourceService>;
  complaints: ComplaintService;
  resource(name: string): ResourceService;
}

export async function createServices(config: Config): Promise<Services> {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  const { db } = database;
  const cache = new PublicCache(config.publicCacheSeconds);
  const limits = { imageMaxBytes: config.imageMaxBytes, documentMaxBytes: config.documentMaxBytes };
  const resources = new Map(bindings.map((b) => [b.def.name, new ResourceService(b, db, limits, cache)]));
  return {
    config,
    database,
    db,
    accounts: new Accounts(db, config.sessionTtlMinutes, config.sessionMaxHours),
    cache,
    resources,
    complaints: new ComplaintService(db, limits, cache, config.complaintOverdueDays),
    resource(name) {
      const service = resources.get(name);
      if (!service) throw new Error(`Unknown resource ${name}`);
      return service;
    },
  };
}
