import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The demo content (@nagar/demo) and the first start (start/) are the start path's: the server's runtime
 * (buildApp, the services, the routes) never loads them. Followed here through every static import.
 */
const serverSrc = path.resolve(import.meta.dirname, '..');

/** What a module imports: statically (`import … from`, `export … from`, `import '…'`), and with `import('…')` too unless `onlyStatic`. */
function importsOf(file: string, onlyStatic = false): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'|^\s*import\s+'([^']+)'|import\('([^']+)'\)/gm)]
    .filter((m) => !onlyStatic || m[3] === undefined)
    .map((m) => m[1] ?? m[2] ?? m[3]!);
}

/** Every module of ours that `entry` loads, with the bare specifiers it names on the way. */
function reachable(entry: string, onlyStatic = false): { files: Set<string>; specifiers: Set<string> } {
  const files = new Set<string>();
  const specifiers = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const spec of importsOf(file, onlyStatic)) {
      if (spec.startsWith('.')) visit(path.resolve(path.dirname(file), spec));
      else specifiers.add(spec);
    }
  };
  visit(entry);
  return { files, specifiers };
}

describe('the server runtime and the start path', () => {
  it('buildApp and everything it loads import neither @nagar/demo nor the first start', () => {
    const { files, specifiers } = reachable(path.join(serverSrc, 'app.ts'));
    expect(files.size).toBeGreaterThan(20);
    expect([...specifiers].filter((s) => s.startsWith('@nagar/') && s !== '@nagar/contract')).toEqual([]);
    expect([...files].map((f) => path.relative(serverSrc, f)).filter((f) => f.startsWith('start') || f.startsWith('demo'))).toEqual([]);
  });

  it('loads the PDF makers with the first document, not at start (pdfkit, fontkit and the fonts: ~14 MB of heap)', () => {
    const loaded = reachable(path.join(serverSrc, 'main.ts'), true);
    expect([...loaded.files].map((f) => path.relative(serverSrc, f)).filter((f) => f.startsWith('pdf'))).toEqual([]);
    expect([...loaded.specifiers].filter((s) => /^(pdfkit|fontkit|qrcode)$/.test(s))).toEqual([]);
    // Still reachable when a document is asked for.
    expect(
      [...reachable(path.join(serverSrc, 'main.ts')).files].some((f) => path.relative(serverSrc, f) === path.join('pdf', 'index.ts')),
    ).toBe(true);
  });

  it('the start path does lay down the demo content', () => {
    const { specifiers } = reachable(path.join(serverSrc, 'main.ts'));
    expect(specifiers).toContain('@nagar/demo/content.ts');
  });
});
