// The production server is JavaScript (issue 30): `npm run build` runs this after the web build (`npm start`
// when the server's sources changed). Each package the
// running portal loads (packages/contract, packages/demo, apps/server) is transpiled file by file from `src/` to
// `dist/` with the same layout, so that every path a module finds relative to itself (`import.meta.dirname`:
// the migrations, the web build, the built cluster) is the same from `dist/` as from `src/`. Relative `.ts`
// imports become `.js` (TypeScript's rewriteRelativeImportExtensions); a bare import of another package
// (`@nagar/contract`, `@nagar/demo/content.ts`) reaches its `dist/` through the package's `nagar-compiled` export
// condition, which `npm run serve` passes to node. Files other than TypeScript (the common-password list, the
// database worker) are copied; tests and the test support are left out. Type checking is `npm run typecheck`'s: the
// sources are already isolatedModules-safe (tsx transpiles them the same way in development).
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { stampOf } from './source-stamp.ts';

const root = path.resolve(import.meta.dirname, '..');
export const COMPILED_PACKAGES = ['packages/contract', 'packages/demo', 'apps/server'];

const options: ts.CompilerOptions = {
  target: ts.ScriptTarget.ES2023,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  jsx: ts.JsxEmit.ReactJSX,
  isolatedModules: true,
  rewriteRelativeImportExtensions: true,
  sourceMap: false,
};

const skipped = (name: string) => /\.test\.tsx?$/.test(name) || name === 'test' || name === 'node_modules' || name.endsWith('.d.ts');

function compileDir(src: string, out: string): number {
  let files = 0;
  fs.mkdirSync(out, { recursive: true });
  for (const entry of fs.readdirSync(src, { withFileTypes: true })) {
    if (skipped(entry.name)) continue;
    const from = path.join(src, entry.name);
    if (entry.isDirectory()) {
      files += compileDir(from, path.join(out, entry.name));
    } else if (/\.tsx?$/.test(entry.name)) {
      const { outputText, diagnostics } = ts.transpileModule(fs.readFileSync(from, 'utf8'), {
        fileName: from,
        compilerOptions: options,
        reportDiagnostics: true,
      });
      if (diagnostics?.length)
        throw new Error(`${path.relative(root, from)}: ${ts.flattenDiagnosticMessageText(diagnostics[0]!.messageText, '\n')}`);
      fs.writeFileSync(path.join(out, entry.name.replace(/\.tsx?$/, '.js')), outputText);
      files += 1;
    } else if (!/\.(xsd)$/.test(entry.name)) {
      // Data a module reads beside itself (common-passwords.txt, pglite-worker.mjs); the sitemap schema is a test's.
      fs.copyFileSync(from, path.join(out, entry.name));
      files += 1;
    }
  }
  return files;
}

/** What the compiled server is made from (relative to the repository root): `npm start` compiles again when they change. */
export const SERVER_SOURCES = [...COMPILED_PACKAGES.map((p) => `${p}/src`), 'scripts/compile-server.ts'];
export const SERVER_STAMP_FILE = 'apps/server/dist/.source-stamp';

export function compileServer(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const pkg of COMPILED_PACKAGES) {
    const out = path.join(root, pkg, 'dist');
    fs.rmSync(out, { recursive: true, force: true });
    counts[pkg] = compileDir(path.join(root, pkg, 'src'), out);
  }
  return counts;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const started = Date.now();
  const stamp = stampOf(root, SERVER_SOURCES);
  const counts = compileServer();
  fs.writeFileSync(path.join(root, SERVER_STAMP_FILE), `${stamp}\n`);
  const summary = Object.entries(counts)
    .map(([pkg, n]) => `${pkg} ${n}`)
    .join(', ');
  console.log(`Compiled the server to JavaScript (${summary} files) in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
