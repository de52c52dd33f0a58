/**
 * Issue 30: production runs compiled JavaScript. `npm run serve` starts apps/server/dist/main.js (scripts/
 * compile-server.ts, run by `npm run build`) with the `nagar-compiled` export condition, and nothing it loads is
 * TypeScript, tsx or a package only the development install has (package-lock.json's `dev: true` entries): what
 * `npm prune --omit=dev` leaves is enough. Every module the process resolves is recorded by a resolve hook.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { needsBuild, sourceStamp } from '../../../../scripts/build-if-changed.ts';
import { SERVER_SOURCES, SERVER_STAMP_FILE, compileServer } from '../../../../scripts/compile-server.ts';
import { freePort, startPortalProcess } from '../test/portal-process.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** Packages only a development install has: package-lock.json marks them `dev: true`. */
function devOnlyPackages(): Set<string> {
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, { dev?: boolean }>;
  };
  return new Set(Object.entries(lock.packages).flatMap(([key, p]) => (p.dev ? [key] : [])));
}

/** The package a file belongs to, as package-lock.json names it (`node_modules/a/node_modules/@b/c`), or null. */
function packageOf(file: string): string | null {
  const rel = path.relative(root, file).split(path.sep).join('/');
  const match = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(rel);
  return match ? match[1]! : null;
}

describe('the compiled server (npm run serve)', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nagar-compiled-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("starts from apps/server/dist and loads no TypeScript, no tsx, no development package and not React's development build", async () => {
    // `npm run build` compiled it; compiled here when the sources changed since (a test run of this file alone).
    if (needsBuild(root, SERVER_SOURCES, SERVER_STAMP_FILE, 'app.js')) {
      const stamp = sourceStamp(root, SERVER_SOURCES);
      compileServer();
      fs.writeFileSync(path.join(root, SERVER_STAMP_FILE), `${stamp}\n`);
    }
    const log = path.join(dir, 'loaded.txt');
    fs.writeFileSync(
      path.join(dir, 'hooks.mjs'),
      `import fs from 'node:fs';
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  fs.appendFileSync(${JSON.stringify(log)}, result.url + '\\n');
  return result;
}
`,
    );
    // The resolve hook sees what ES modules import. What CommonJS packages require (React picks its development or
    // production build that way) is recorded as it runs, by Module.prototype._compile: a resolution alone is not a
    // load (the ES loader resolves both of React's builds to read their export names, NODE_ENV or not).
    fs.writeFileSync(
      path.join(dir, 'register.mjs'),
      `import fs from 'node:fs';
import Module, { register } from 'node:module';
import { pathToFileURL } from 'node:url';
register('./hooks.mjs', import.meta.url);
const compile = Module.prototype._compile;
Module.prototype._compile = function (content, filename, ...rest) {
  fs.appendFileSync(${JSON.stringify(log)}, pathToFileURL(filename).href + '\\n');
  return compile.call(this, content, filename, ...rest);
};
`,
    );
    const portal = startPortalProcess(
      ['--conditions=nagar-compiled', '--import', path.join(dir, 'register.mjs'), 'apps/server/dist/main.js'],
      {
        cwd: root,
        port: await freePort(),
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          DATA_DIR: path.join(dir, 'data'),
          LOG_FORMAT: 'json',
          LOG_LEVEL: 'warn',
          // The start path loads the demo package either way (main.ts imports it); laying it down costs ~15 s.
          DEMO_CONTENT: 'false',
          ADMIN_EMAIL: 'it@compiled.example',
          ADMIN_PASSWORD: 'a-long-compiled-test-password-7',
        },
      },
    );
    try {
      expect(await portal.healthy(150_000), portal.output()).toBe(200);
      const home = await fetch(`${portal.base}/`);
      expect(home.status, portal.output()).toBe(200);
      expect(await home.text()).toContain('<html');
      const notices = await fetch(`${portal.base}/api/Public/notice?pageSize=5`);
      expect(notices.status).toBe(200);
    } finally {
      await portal.stop();
    }

    const files = fs
      .readFileSync(log, 'utf8')
      .split('\n')
      .filter((url) => url.startsWith('file:'))
      .map((url) => fileURLToPath(url));
    const ours = files.filter((f) => !f.includes(`${path.sep}node_modules${path.sep}`));
    // It did run from dist: the server, the contract and the demo package (the start path imports it) came from there.
    for (const pkg of ['apps/server/dist/', 'packages/contract/dist/', 'packages/demo/dist/']) {
      expect(
        ours.some((f) => path.relative(root, f).startsWith(pkg)),
        pkg,
      ).toBe(true);
    }
    expect(files.filter((f) => /\.(c|m)?tsx?$/.test(f))).toEqual([]);
    // The hook saw the packages too (the pages' React, the server's Fastify), so the next check reads a real list.
    expect(files.some((f) => packageOf(f) === 'node_modules/fastify')).toBe(true);
    expect(files.some((f) => packageOf(f) === 'node_modules/react-dom')).toBe(true);
    // React's production build, though NODE_ENV is unset as under `npm run serve` (start/production-env.ts): its
    // development build rendered every page 2–3 times slower.
    expect(files.some((f) => f.endsWith(`${path.sep}react-dom-server.node.production.js`))).toBe(true);
    expect(files.filter((f) => /[\\/]node_modules[\\/](react|react-dom)[\\/].*\.development\.js$/.test(f))).toEqual([]);
    // debug's optional colours (node_modules/debug/src/node.js requires supports-color in a try/catch): loaded when a
    // development install has them, done without after `npm prune --omit=dev`.
    const dev = new Set([...devOnlyPackages()].filter((p) => !/^node_modules\/(supports-color|has-flag)$/.test(p)));
    const loadedPackages = new Set(files.map(packageOf).filter((p): p is string => p !== null));
    expect([...loadedPackages].filter((p) => dev.has(p) || /(^|\/)(tsx|esbuild|typescript|vite|vitest)$/.test(p))).toEqual([]);
  }, 200_000);
});
