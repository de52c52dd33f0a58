/**
 * `npm start`'s build step: builds the web app only when its sources changed since the last build (a hash
 * of their contents, kept in the build directory), and quietly: the build's own output shows only if it fails.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** What the web build is made from (relative to the repository root). */
export const BUILD_SOURCES = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite',
  'apps/web/vite.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
  'scripts/precompress.mjs',
];
export const STAMP_FILE = 'apps/web/build/.source-stamp';

function files(root: string, rel: string): string[] {
  const full = path.join(root, rel);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [rel];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((e) => e.name !== 'node_modules' && !/\.test\.tsx?$/.test(e.name))
    .flatMap((e) => files(root, path.join(rel, e.name)));
}

/** A hash of the build's sources: their paths and contents. */
export function sourceStamp(root: string, sources = BUILD_SOURCES): string {
  const hash = crypto.createHash('sha256');
  for (const file of sources.flatMap((s) => files(root, s)).sort()) {
    hash.update(`${file}\0`);
    hash.update(fs.readFileSync(path.join(root, file)));
  }
  return hash.digest('hex');
}

/** Whether the build is missing or older than its sources. */
export function needsBuild(root: string, sources = BUILD_SOURCES, stampFile = STAMP_FILE): boolean {
  const stamp = path.join(root, stampFile);
  if (!fs.existsSync(stamp) || !fs.existsSync(path.join(path.dirname(stamp), 'server/index.js'))) return true;
  return fs.readFileSync(stamp, 'utf8').trim() !== sourceStamp(root, sources);
}

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  // The empty embedded database a first start lays down (apps/server/src/db/empty-cluster.ts): made once per set of
  // migrations, in a process of its own, before the portal starts (a no-op when it is there).
  const cluster = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/empty-cluster.ts'], { cwd: root, stdio: 'inherit' });
  if (cluster.status !== 0) process.exit(cluster.status ?? 1);
  if (!needsBuild(root)) return;
  process.stdout.write('Building the web app (its sources changed since the last build)...\n');
  const started = Date.now();
  const stamp = sourceStamp(root);
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '');
    process.stderr.write(result.stderr ?? '');
    process.stderr.write(`\nThe web build failed (exit code ${result.status ?? result.signal}); the output is above.\n`);
    process.exit(result.status ?? 1);
  }
  fs.writeFileSync(path.join(root, STAMP_FILE), `${stamp}\n`);
  process.stdout.write(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.\n`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
