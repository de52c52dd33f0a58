import { afterEach, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { openedTestDatabase, testDbKind } from '../test/app.ts';
import { toNumber } from './client.ts';
import { EMBEDDED_VACUUM_EVERY_MS, EMBEDDED_VACUUM_FIRST_MS, scheduleVacuum, vacuumEmbedded } from './maintenance.ts';
import { meta } from './schema.ts';

describe(`vacuumEmbedded (${testDbKind()})`, () => {
  const opened = openedTestDatabase();

  const allVisible = async () =>
    toNumber(
      (
        (await opened.database.db.execute(sql`select relallvisible as n from pg_class where relname = 'meta'`)) as unknown as {
          rows: Array<{ n: unknown }>;
        }
      ).rows[0]!.n,
    );

  it(
    testDbKind() === 'pglite'
      ? 'vacuums the embedded database: the visibility map is set, so index-only scans can skip the table'
      : 'leaves PostgreSQL to its autovacuum',
    async () => {
      await opened.database.db.insert(meta).values(Array.from({ length: 500 }, (_, i) => ({ key: `k${i}`, value: 'x'.repeat(100) })));
      await opened.database.db.execute(sql`delete from meta where key like 'k1%'`);
      const ms = await vacuumEmbedded(opened.database);
      if (testDbKind() === 'pglite') {
        expect(ms).toBeGreaterThanOrEqual(0);
        expect(await allVisible()).toBeGreaterThan(0);
      } else {
        expect(ms).toBeNull();
      }
      expect(toNumber((await opened.database.db.select({ n: sql`count(*)` }).from(meta))[0]!.n)).toBe(500 - 111);
    },
  );
});

describe('scheduleVacuum', () => {
  afterEach(() => {
    vi.useRealTimers();
  });
  const log = () => ({ info: vi.fn(), error: vi.fn() });

  it('runs a minute after the start, then every six hours, and not after stop', async () => {
    vi.useFakeTimers();
    const vacuum = vi.fn(async () => 12);
    const logged = log();
    const stop = scheduleVacuum(vacuum, logged);
    await vi.advanceTimersByTimeAsync(EMBEDDED_VACUUM_FIRST_MS - 1);
    expect(vacuum).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(vacuum).toHaveBeenCalledTimes(1);
    expect(logged.info).toHaveBeenCalledWith({ ms: 12 }, 'embedded database vacuumed');
    await vi.advanceTimersByTimeAsync(EMBEDDED_VACUUM_EVERY_MS);
    expect(vacuum).toHaveBeenCalledTimes(2);
    await stop();
    await vi.advanceTimersByTimeAsync(EMBEDDED_VACUUM_EVERY_MS * 3);
    expect(vacuum).toHaveBeenCalledTimes(2);
  });

  it('never runs two at once, keeps going after a failure, and stop waits for the run in progress', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => {};
    const vacuum = vi
      .fn<() => Promise<number | null>>()
      .mockImplementationOnce(() => Promise.reject(new Error('disk full')))
      .mockImplementationOnce(() => new Promise((resolve) => (finish = () => resolve(5))));
    const logged = log();
    const stop = scheduleVacuum(vacuum, logged, { firstMs: 10, everyMs: 100 });
    await vi.advanceTimersByTimeAsync(10);
    expect(logged.error).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(100); // the second run starts and does not end yet
    await vi.advanceTimersByTimeAsync(300); // three more turns pass while it runs: none starts
    expect(vacuum).toHaveBeenCalledTimes(2);
    let stopped = false;
    const stopping = stop().then(() => (stopped = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    finish();
    await stopping;
    expect(stopped).toBe(true);
    expect(logged.info).toHaveBeenCalledWith({ ms: 5 }, 'embedded database vacuumed');
  });
});
