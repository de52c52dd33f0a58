import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADVISORY_LOCKS } from './advisory-locks.ts';

const src = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

describe('advisory lock keys', () => {
  it('are distinct', () => {
    const keys = Object.values(ADVISORY_LOCKS);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are taken only through ADVISORY_LOCKS: no source names a key of its own', () => {
    const own = sources(src)
      .filter((file) => !file.endsWith('advisory-locks.ts'))
      .flatMap((file) =>
        [...fs.readFileSync(file, 'utf8').matchAll(/pg_advisory_(?:xact_)?(?:un)?lock\((?!\$\{ADVISORY_LOCKS\.)[^)]*\)/g)].map(
          (m) => `${path.relative(src, file)}: ${m[0]}`,
        ),
      );
    expect(own).toEqual([]);
  });
});
