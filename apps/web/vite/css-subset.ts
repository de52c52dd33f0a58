import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { transform, type Selector } from 'lightningcss';
import type { Plugin } from 'vite';

/**
 * Bootstrap's stylesheet is 230 KB, of which the portal uses a few percent. At build time the portal keeps
 * the rules whose class selectors it actually writes somewhere; the rest would be 15 KB (compressed) more
 * of render-blocking CSS on every first visit.
 */

/** Every word of the sources (class names are written out whole: 'form-control', never 'form-' + kind). */
export function sourceTokens(dirs: string[]): Set<string> {
  const tokens = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== 'node_modules' && entry.name !== 'build') walk(full);
      } else if (/\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        for (const [word] of fs.readFileSync(full, 'utf8').matchAll(/[A-Za-z][A-Za-z0-9_-]*/g)) tokens.add(word);
      }
    }
  };
  dirs.forEach(walk);
  return tokens;
}

// Browsers of build.target es2020: keep min-width media queries instead of range syntax, and so on.
export const targets = { chrome: 87 << 16, edge: 88 << 16, firefox: 78 << 16, safari: 14 << 16 };

const wanted = (selector: Selector, used: Set<string>) =>
  selector.every((c) => (c.type !== 'class' || used.has(c.name)) && !(c.type === 'attribute' && c.name === 'data-bs-theme'));

/**
 * Drops the rules none of whose selectors can match (a class nobody writes, or the dark colour mode the portal
 * does not offer). A rule with one wanted selector stays whole. (Custom properties nothing reads would be
 * another ~0.9 KB compressed, but lightningcss 1.33 loses unrelated rules when a visitor removes
 * declarations: the reboot's `table { border-collapse }` went with them.)
 */
export function subsetCss(css: string, used: Set<string>): string {
  return transform({
    filename: 'bootstrap.css',
    code: Buffer.from(css),
    targets,
    visitor: {
      Rule: {
        style(rule) {
          return rule.value.selectors.some((s) => wanted(s, used)) ? undefined : [];
        },
      },
    },
  }).code.toString();
}

/** An `@import` of Bootstrap's stylesheet in one of the app's own (site.css starts with one). */
const BOOTSTRAP_IMPORT = /@import\s+(?:url\()?\s*['"]bootstrap\/dist\/css\/bootstrap(?:\.min)?\.css['"]\s*\)?\s*;/;

/**
 * The Vite plugin: Bootstrap's CSS, as the app imports it, reduced to what the app's sources use. The app's own
 * stylesheet imports it (`@import` at its top), so that the two are one file, one request that blocks the first paint
 * instead of two: the import is replaced by the subset before Vite inlines the other imports. (In development,
 * without this plugin, Vite inlines the whole of Bootstrap.)
 */
export function bootstrapSubset(appRoot: string, sourceDirs: string[]): Plugin {
  const dirs = sourceDirs.map((d) => path.resolve(appRoot, d));
  const bootstrapFile = createRequire(path.join(appRoot, 'package.json')).resolve('bootstrap/dist/css/bootstrap.min.css');
  return {
    name: 'nagar:bootstrap-subset',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      // The stylesheet itself (Vite loads a ?url import's CSS as ?transform-only), not the module with its URL.
      if (/[\\/]bootstrap[\\/]dist[\\/]css[\\/]bootstrap(\.min)?\.css(\?transform-only)?$/.test(id))
        return { code: subsetCss(code, sourceTokens(dirs)), map: null };
      if (!/\.css(\?transform-only)?$/.test(id) || !BOOTSTRAP_IMPORT.test(code)) return undefined;
      const subset = subsetCss(fs.readFileSync(bootstrapFile, 'utf8'), sourceTokens(dirs));
      return { code: code.replace(BOOTSTRAP_IMPORT, () => subset), map: null };
    },
  };
}
