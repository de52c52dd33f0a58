import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DataDirLockedError, lockDataDir } from './lock.ts';
import { openDatabase } from './client.ts';
import { meta } from './schema.ts';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nagar-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

const lockFile = (dir: string) => path.join(dir, 'portal.lock');

/** Another process that takes the lock on dir through the real code and keeps it until killed. */
async function lockInAnotherProcess(dir: string): Promise<ChildProcess> {
  const lockModule = path.join(import.meta.dirname, 'lock.ts');
  const code = `import(${JSON.stringify(lockModule)}).then((m) => { m.lockDataDir(${JSON.stringify(dir)}); console.log('locked'); setInterval(() => {}, 60000); });`;
  const child = spawn(process.execPath, ['--import', 'tsx', '-e', code], { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let out = '';
  for await (const chunk of child.stdout!) {
    out += String(chunk);
    if (out.includes('locked')) break;
  }
  expect(out).toContain('locked');
  return child;
}

describe('lockDataDir', () => {
  it('creates the directory and writes this process id; release removes the lock', () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
    release(); // twice is harmless
  });

  it('refuses a second lock on the same directory in this process', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    try {
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    } finally {
      release();
    }
    // Once released it can be taken again.
    lockDataDir(dir)();
  });

  it('refuses a directory locked by another live process, with a clear message', async () => {
    const dir = tempDir();
    const child = await lockInAnotherProcess(dir);
    let error: unknown;
    try {
      lockDataDir(dir);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(DataDirLockedError);
    const message = (error as Error).message;
    expect(message).toContain(dir);
    expect(message).toContain(`pid ${child.pid}`);
    expect(message).toContain('DATA_DIR');
    expect(message).toContain('DATABASE_URL');
    // The other process's lock is left alone.
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(child.pid));
  });

  it('takes over a stale lock whose process is gone', async () => {
    const dir = tempDir();
    const child = await lockInAnotherProcess(dir);
    child.kill('SIGKILL');
    await once(child, 'exit');
    // Killed without releasing: the lock file still names the dead process.
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(child.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });

  it('takes over a lock left with this process id by an earlier run (e.g. pid 1 in a restarted container)', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), String(process.pid));
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    fs.writeFileSync(lockFile(dir), 'garbage');
    const release = lockDataDir(dir);
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe(String(process.pid));
    release();
  });

  it('does not remove a lock that another process took over meanwhile', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    fs.writeFileSync(lockFile(dir), '999999999');
    release();
    expect(fs.readFileSync(lockFile(dir), 'utf8')).toBe('999999999');
  });
});

describe('the embedded database in DATA_DIR', () => {
  it('keeps its data across close and reopen, and holds the lock while open', async () => {
    const dir = tempDir();
    const first = await openDatabase({ dataDir: dir });
    expect(first.kind).toBe('pglite');
    expect(fs.existsSync(lockFile(dir))).toBe(true);
    await expect(openDatabase({ dataDir: dir })).rejects.toThrow(DataDirLockedError);
    await first.db.insert(meta).values({ key: 'survives', value: 'yes, it does' });
    await first.close();
    expect(fs.existsSync(lockFile(dir))).toBe(false);

    const second = await openDatabase({ dataDir: dir });
    try {
      const rows = await second.db.select().from(meta).where(eq(meta.key, 'survives'));
      expect(rows).toEqual([{ key: 'survives', value: 'yes, it does' }]);
    } finally {
      await second.close();
    }
    expect(fs.existsSync(lockFile(dir))).toBe(false);
  });
});
