/**
 * Every PostgreSQL advisory lock key the portal and its tests take, in one place so that no two uses share a key.
 * PostgreSQL keeps advisory locks per database; the keys are distinct all the same, so that a reader of
 * pg_locks can tell each use from the others wherever it is taken.
 */
export const ADVISORY_LOCKS = {
  /** Session lock while one process runs the migrations (db/client.ts); the others wait, then find them done. */
  migrations: 727_001,
  /** Transaction lock to lay down the first admin and the demo content once (start/bootstrap.ts). */
  bootstrap: 727_002,
  /** Tests only: session lock, on the server's own database, while one process makes the migrated template (test/app.ts). */
  testTemplate: 727_003,
  /** Transaction lock: two property-register imports never interleave (property-tax/service.ts). */
  propertyTaxImport: 727_027,
  /** Transaction lock for changes that could leave no active admin (users/service.ts); 'nagr'. */
  lastAdmin: 0x6e61_6772,
} as const;
