/**
 * `npm start`'s build step: builds the web app only when its sources changed since the last build (a hash
 * of their contents, kept in the build directory), and quietly: the build's own output shows only if it fails;
 * compiles the server to JavaScript (scripts/compile-server.ts) when its sources changed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { SERVER_SOURCES, SERVER_STAMP_FILE, compileServer } from './compile-server.ts';
import { isStale, stampOf } from './source-stamp.ts';

/** What the web build is made from (relative to the repository root). */
export const BUILD_SOURCES = [
  'apps/web/app',
  'apps/web/public',
  'apps/web/vite',
  'apps/web/vite.config.ts',
  'apps/web/vite.islands.config.ts',
  'apps/web/react-router.config.ts',
  'apps/web/package.json',
  'packages/contract/src',
  'package-lock.json',
  'scripts/precompress.mjs',
];
export const STAMP_FILE = 'apps/web/build/.source-stamp';

/** A hash of the web build's sources (by default): their paths and contents. */
export const sourceStamp = (root: string, sources = BUILD_SOURCES) => stampOf(root, sources);

/** Whether the web build (by default) is missing or older than its sources. */
export const needsBuild = (root: string, sources = BUILD_SOURCES, stampFile = STAMP_FILE, output = 'server/index.js') =>
  isStale(root, sources, stampFile, output);

function main() {
  const root = path.resolve(import.meta.dirname, '..');
  // The empty embedded database a first start lays down (apps/server/src/db/empty-cluster.ts): made once per set of
  // migrations, in a process of its own, before the portal starts (a no-op when it is there).
  const cluster = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/db/empty-cluster.ts'], { cwd: root, stdio: 'inherit' });
  if (cluster.status !== 0) process.exit(cluster.status ?? 1);
  if (!needsBuild(root)) {
    if (needsBuild(root, SERVER_SOURCES, SERVER_STAMP_FILE, 'app.js')) {
      const stamp = sourceStamp(root, SERVER_SOURCES);
      compileServer();
      fs.writeFileSync(path.join(root, SERVER_STAMP_FILE), `${stamp}\n`);
    }
    return;
  }
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
