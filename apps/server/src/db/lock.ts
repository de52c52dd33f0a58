import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** Lock files this process holds: a lock file naming this pid is only stale if it is not among them. */
const held = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Where a note for the operator goes when no logger is given (the command-line tools). */
const toStderr = (message: string) => void process.stderr.write(`${message}\n`);

/**
 * The data directory holds the whole database (password hashes, citizens' mobiles): only its owner may enter it.
 * Created 0700; one that exists with wider permissions (an older install, a directory made by hand) is tightened
 * to 0700, and `notice` says so.
 */
export function secureDataDir(dir: string, notice: (message: string) => void = toStderr): void {
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 });
  const mode = fs.statSync(dir).mode & 0o777;
  if ((mode & 0o077) === 0) return;
  const was = `The data directory ${dir} was open to other users of this machine (mode ${mode.toString(8).padStart(4, '0')})`;
  try {
    fs.chmodSync(dir, 0o700);
  } catch (err) {
    // Another user's directory (made by root for the service, say): the portal still runs, and says what to do.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') throw err;
    notice(`${was.replace(' was open', ' is open')} and this process may not change it: run chmod 700 ${dir}.`);
    return;
  }
  notice(`${was}: its mode is now 0700.`);
}

/**
 * The embedded database has no lock of its own, and two processes on one directory silently lose writes.
 * Holds `DATA_DIR/portal.lock` (the owner's pid) for the life of the process; a lock whose process is gone is taken over.
 */
export function lockDataDir(dir: string, notice?: (message: string) => void): () => void {
  secureDataDir(dir, notice);
  const file = path.join(path.resolve(dir), 'portal.lock');
  if (held.has(file)) {
    throw new DataDirLockedError(
      `The data directory ${dir} is already open in this process. Close it first, or set DATA_DIR to another directory.`,
    );
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
      held.add(file);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(file);
        try {
          if (fs.readFileSync(file, 'utf8') === String(process.pid)) fs.unlinkSync(file);
        } catch {
          /* already gone */
        }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const owner = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
      if (Number.isInteger(owner) && owner !== process.pid && alive(owner)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by another portal process (pid ${owner}). ` +
            'Stop that process first, or set DATA_DIR to another directory. ' +
            'To run several processes, use PostgreSQL (DATABASE_URL).',
        );
      }
      fs.rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}.`);
}
