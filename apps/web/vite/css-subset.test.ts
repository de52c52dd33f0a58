import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceTokens, subsetCss } from './css-subset.ts';

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
    const out = subsetCss(css, new Set(['btn', 'col-md-6']), '');
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

  it('drops custom properties nothing reads any more, also when only a dropped rule read them', () => {
    const out = subsetCss(css, new Set(['btn']), '.x{margin:var(--bs-from-site)}');
    expect(out).toContain('--bs-used');
    expect(out).toContain('--bs-from-site');
    expect(out).not.toContain('--bs-unused');
    expect(out).not.toContain('--bs-chain');
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
});
