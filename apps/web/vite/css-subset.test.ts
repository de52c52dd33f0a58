import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { transform } from 'lightningcss';
import { bootstrapSubset, sourceTokens, subsetCss, targets } from './css-subset.ts';

describe('the Bootstrap subset', () => {
  const css = [
    ':root{--bs-used:1px;--bs-unused:2px;--bs-chain:var(--bs-used);--bs-from-site:3px}',
    '[data-bs-theme=dark]{--bs-used:9px}',
    '.btn{padding:var(--bs-used)}',
    '.carousel-item,.btn:not(.active){margin:0}',
    '.toast{color:red;padding:var(--bs-chain)}',
    'h1,.h1{font-size:2rem}',
    '@media (min-width:768px){.col-md-6{width:50%}.col-md-8{width:66%}}',
  ].join('');

  it('keeps the rules a used class or an element selects, drops the others and the dark mode', () => {
    const out = subsetCss(css, new Set(['btn', 'col-md-6']));
    expect(out).toContain('.btn {');
    expect(out).toMatch(/\.carousel-item, \.btn:not\(\.active\)/);
    expect(out).toContain('.col-md-6');
    expect(out).not.toContain('.col-md-8');
    expect(out).not.toContain('.toast');
    expect(out).not.toContain('data-bs-theme');
    expect(out).toMatch(/h1, \.h1/);
    // Old Safari and Chrome read min-width queries, not the range syntax.
    expect(out).toContain('@media (min-width: 768px)');
  });

  it('loses no wanted rule of the real stylesheet', () => {
    const bootstrap = fs.readFileSync(
      path.resolve(import.meta.dirname, '../../../node_modules/bootstrap/dist/css/bootstrap.min.css'),
      'utf8',
    );
    const used = sourceTokens([
      path.resolve(import.meta.dirname, '../app'),
      path.resolve(import.meta.dirname, '../../../packages/contract/src'),
    ]);
    type Component = { type: string; name?: string };
    /** Every single selector of every rule (lightningcss merges rules with the same declarations, so rules are not counted). */
    const selectors = (css: string) => {
      const all: Component[][] = [];
      transform({
        filename: 'x.css',
        code: Buffer.from(css),
        visitor: {
          Rule: {
            style(rule) {
              all.push(...(rule.value.selectors as Component[][]));
              return undefined;
            },
          },
        },
      });
      return all;
    };
    const wanted = (s: Component[]) =>
      s.every((c) => (c.type !== 'class' || used.has(c.name!)) && !(c.type === 'attribute' && c.name === 'data-bs-theme'));
    const out = subsetCss(bootstrap, used);
    const kept = new Set(selectors(out).map((s) => JSON.stringify(s)));
    // The same stylesheet for the same browsers (which splits a few rules by prefix), its wanted selectors.
    const whole = selectors(transform({ filename: 'b.css', code: Buffer.from(bootstrap), targets }).code.toString());
    const lost = whole
      .filter(wanted)
      .map((s) => JSON.stringify(s))
      .filter((s) => !kept.has(s));
    expect(lost).toEqual([]);
    expect(kept.size).toBeLessThan(whole.length / 3);
    expect(out).toMatch(/table \{[^}]*border-collapse: collapse/);
  });

  it('reads class names from the sources, tests and builds aside', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nagar-css-'));
    fs.writeFileSync(path.join(dir, 'a.tsx'), '<div className="d-flex gap-2">');
    fs.writeFileSync(path.join(dir, 'a.test.ts'), "'only-in-a-test'");
    fs.mkdirSync(path.join(dir, 'build'));
    fs.writeFileSync(path.join(dir, 'build', 'b.ts'), "'only-in-a-build'");
    const tokens = sourceTokens([dir]);
    expect(tokens.has('d-flex') && tokens.has('gap-2')).toBe(true);
    expect(tokens.has('only-in-a-test') || tokens.has('only-in-a-build')).toBe(false);
    fs.rmSync(dir, { recursive: true });
  });

  it("puts the subset in place of the app's @import of Bootstrap: one stylesheet, Bootstrap's rules first", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nagar-css-'));
    fs.writeFileSync(path.join(dir, 'a.tsx'), '<button className="btn">');
    const plugin = bootstrapSubset(path.resolve(import.meta.dirname, '..'), [dir]);
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined;
    const site = "/* site */\n@import 'bootstrap/dist/css/bootstrap.min.css';\n.site { color: red }\n";
    const out = transform(site, '/app/styles/site.css?transform-only')!.code;
    expect(out).not.toContain('@import');
    expect(out).toMatch(/^\/\* site \*\/\n[\s\S]*\.btn \{[\s\S]*\.site \{ color: red \}\n$/);
    expect(out).not.toContain('.toast');
    expect(transform('.site { color: red }', '/app/styles/site.css?transform-only')).toBeUndefined();
    fs.rmSync(dir, { recursive: true });
  });
});
