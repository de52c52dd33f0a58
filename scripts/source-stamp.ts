/** Content stamps of a build's sources: `npm start` builds (scripts/build-if-changed.ts) only what changed. */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

function files(root: string, rel: string): string[] {
  const full = path.join(root, rel);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [rel];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules' && !/\.test\.tsx?$/.test(e.name))
    .flatMap((e) => files(root, path.join(rel, e.name)));
}

/** A hash of the sources (files or directories, relative to root; test files left out): their paths and contents. */
export function stampOf(root: string, sources: readonly string[]): string {
  const hash = crypto.createHash('sha256');
  for (const file of sources.flatMap((s) => files(root, s)).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** Whether a build is missing (its stamp, or `output` beside the stamp) or older than its sources. */
export function isStale(root: string, sources: readonly string[], stampFile: string, output: string): boolean {
  const stamp = path.join(root, stampFile);
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(path.dirname(stamp), output))) return true;
  return fs.readFileSync(stamp, 'utf8').trim() !== stampOf(root, sources);
}
