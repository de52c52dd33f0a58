import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createTestDatabase, testConfig, testImage, testPdf, testDbKind } from '../test/app.ts';
import { tableContents } from '../test/tables.ts';
import { backup, restore } from './backup.ts';

/**
 * npm run backup / npm run restore: an install with records and files, backed up, restored into an empty
 * install (a new data directory, or a new PostgreSQL database), holds every row and every file byte again.
 */

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'nagar-backup-test-'));
const cleanups: Array<() => unknown> = [() => fs.rmSync(tmp, { recursive: true, force: true })];
afterAll(async () => {
  for (const c of cleanups.reverse()) await c();
});

/** A new empty install of this run's database kind. */
async function emptyInstall(name: string): Promise<Config> {
  if (testDbKind() === 'pglite') return { ...testConfig('memory://'), databaseUrl: undefined, dataDir: path.join(tmp, name) };
  const database = await createTestDatabase();
  cleanups.push(() => database.drop());
  return testConfig(database.url);
}

async function contents(config: Config) {
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
  try {
    return await tableContents(database.db);
  } finally {
    await database.close();
  }
}

describe(`backup and restore (${testDbKind()})`, () => {
  it('restores every row and every file into an empty install', { timeout: 300_000 }, async () => {
    const source = await emptyInstall('source');
    const app = await buildApp(source, { web: false });
    try {
      const { services } = app;
      await services.accounts.upsert({ email: 'clerk@council.example', password: 'a-long-password-1', role: 'user' });
      const notice = services.resource('notice');
      const first = await notice.create({
        values: { title: 'Water supply shutdown', description: 'Ward 4', issueDate: '2026-11-15' },
        files: { filePath: { filename: 'n.pdf', data: await testPdf('Water supply shutdown') } },
        remove: new Set(),
      });
      await notice.create({
        values: { title: 'सफाई अभियान', description: 'सभी वार्ड', issueDate: '2026-11-16' },
        files: { filePath: { filename: 'h.pdf', data: await testPdf('Cleanliness drive') } },
        remove: new Set(),
      });
      await notice.remove(first.id);
      await services.resource('gallery').create({
        values: { title: 'River front', description: 'The ghat at dusk' },
        files: { photoPath: { filename: 'river.jpg', data: await testImage({ width: 1200, height: 800 }) } },
        remove: new Set(),
      });
      if (testDbKind() === 'pglite') {
        // The embedded database is one process's: no backup while the portal has it open.
        await expect(backup(source, path.join(tmp, 'open.tar.gz'))).rejects.toThrow(/Stop the portal before a backup/);
        expect(fs.existsSync(path.join(tmp, 'open.tar.gz'))).toBe(false);
      }
    } finally {
      await app.close();
    }
    const before = await contents(source);
    expect(before.files!.length).toBeGreaterThan(3);
    expect(before.gallery).toHaveLength(1);

    const file = path.join(tmp, testDbKind() === 'pglite' ? 'backup.tar.gz' : 'backup.dump');
    const made = await backup(source, file);
    expect(made.bytes).toBe(fs.statSync(file).size);
    await expect(backup(source, file)).rejects.toThrow(/exists already/);

    const target = await emptyInstall('target');
    await restore(target, file);
    expect(await contents(target)).toEqual(before);
    // Not over an install that holds data, unless forced.
    await expect(restore(target, file)).rejects.toThrow(/--force/);
    await restore(target, file, { force: true });
    expect(await contents(target)).toEqual(before);

    // The restored install goes on: its sequences came along, so new records do not collide.
    const restored = await buildApp(target, { web: false });
    try {
      const added = await restored.services.resource('notice').create({
        values: { title: 'After the restore', description: 'A notice', issueDate: '2026-11-20' },
        files: { filePath: { filename: 'a.pdf', data: await testPdf('After') } },
        remove: new Set(),
      });
      expect((await restored.services.resource('notice').list()).items.map((n) => n.id)).toContain(added.id);
    } finally {
      await restored.close();
    }
  });
});
