import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { Config } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createTestDatabase, logSink, testConfig, testImage, testPdf, testDbKind } from '../test/app.ts';
import { tableContents } from '../test/tables.ts';
import { lockDataDir } from '../db/lock.ts';
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

describe('the data directory', () => {
  it('is created 0700, and one open to others is tightened at start with a note', () => {
    const fresh = path.join(tmp, 'fresh-data');
    lockDataDir(fresh)();
    expect(fs.statSync(fresh).mode & 0o777).toBe(0o700);
    const loose = path.join(tmp, 'loose-data');
    fs.mkdirSync(loose, { mode: 0o755 });
    fs.chmodSync(loose, 0o755);
    const notes: string[] = [];
    lockDataDir(loose, (m) => notes.push(m))();
    expect(fs.statSync(loose).mode & 0o777).toBe(0o700);
    expect(notes).toEqual([
      expect.stringMatching(/loose-data was open to other users of this machine \(mode 0755\): its mode is now 0700/),
    ]);
    // Once tight, no note.
    lockDataDir(loose, (m) => notes.push(m))();
    expect(notes).toHaveLength(1);
  });

  it.skipIf(testDbKind() !== 'pglite')('is tightened by the server at start, with a warning in its log', { timeout: 120_000 }, async () => {
    const dataDir = path.join(tmp, 'server-data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const { lines, stream: logStream } = logSink();
    const config = { ...testConfig('memory://'), databaseUrl: undefined, dataDir, logLevel: 'warn' as const };
    const app = await buildApp(config, { web: false, logStream });
    await app.close();
    expect(fs.statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(lines.join('')).toMatch(/"level":40.*server-data was open to other users of this machine \(mode 0755\): its mode is now 0700/);
  });
});

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
    // Password hashes and mobiles: the backup is its owner's alone, and so is the embedded data directory.
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    if (testDbKind() === 'pglite') expect(fs.statSync(source.dataDir).mode & 0o777).toBe(0o700);
    // --out never writes through a symbolic link, whether it leads to nothing or to a file.
    const elsewhere = path.join(tmp, 'elsewhere.dump');
    const dangling = path.join(tmp, 'dangling.dump');
    fs.symlinkSync(elsewhere, dangling);
    await expect(backup(source, dangling)).rejects.toThrow(/dangling\.dump is a symbolic link/);
    expect(fs.existsSync(elsewhere)).toBe(false);
    expect(fs.lstatSync(dangling).isSymbolicLink()).toBe(true);
    const victim = path.join(tmp, 'victim.txt');
    fs.writeFileSync(victim, 'kept');
    const toFile = path.join(tmp, 'to-file.dump');
    fs.symlinkSync(victim, toFile);
    await expect(backup(source, toFile)).rejects.toThrow(/to-file\.dump is a symbolic link/);
    expect(fs.readFileSync(victim, 'utf8')).toBe('kept');
    // Nor through a link planted where the partial file goes.
    const planted = path.join(tmp, 'planted.dump');
    fs.symlinkSync(elsewhere, `${planted}.part`);
    await expect(backup(source, planted)).rejects.toThrow(/planted\.dump\.part is a symbolic link/);
    expect(fs.existsSync(elsewhere)).toBe(false);
    expect(fs.existsSync(planted)).toBe(false);

    const target = await emptyInstall('target');
    await restore(target, file);
    expect(await contents(target)).toEqual(before);
    if (testDbKind() === 'postgres') {
      // A running portal keeps a named connection open: --force does not replace the database under it.
      const running = await buildApp(target, { web: false });
      try {
        await expect(restore(target, file, { force: true })).rejects.toThrow(
          /in use: 1 portal process is connected to it \(\d+ connections?\): stop the portal first/,
        );
      } finally {
        await running.close();
      }
      // Any other session too (an administrator's psql): named as such.
      const { default: pg } = await import('pg');
      const other = new pg.Client({ connectionString: target.databaseUrl, application_name: 'psql' });
      await other.connect();
      try {
        await expect(restore(target, file, { force: true })).rejects.toThrow(/in use: 1 other connection is open to it/);
      } finally {
        await other.end();
      }
    }
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
