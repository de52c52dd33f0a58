import { describe, expect, it } from 'vitest';
import { safeReturnPath } from './paths.ts';

describe('safeReturnPath (every user-chosen redirect target)', () => {
  it.each([
    '/%09/evil.example',
    '/\t/evil.example',
    '/%0a/evil.example',
    '/%0d%0a/evil.example',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/%5cevil.example',
    '\\\\evil.example',
    'https://evil.example',
    'http:evil.example',
    'javascript:alert(1)',
    '%2f%2fevil.example',
    '/%2f/evil.example',
    '/%252f/evil.example',
    '/%2F%2Fevil.example',
    ' /evil',
    '/ /evil.example',
    '/\u3000/evil.example',
    '/%e3%80%80/evil.example',
    'evil.example',
    '',
    '/%zz',
  ])('refuses %j, answering the fallback', (target) => {
    expect(safeReturnPath(target, '/home')).toBe('/home');
  });

  it.each(['/', '/notice', '/admin/complaints?status=Open&page=2', '/search?q=water%20tax', '/hi/about#team', '/notice?x=%2f'])(
    'keeps a path on this site: %j',
    (target) => {
      expect(safeReturnPath(target, '/home')).toBe(target);
    },
  );

  it('falls back for a missing target', () => {
    expect(safeReturnPath(null)).toBe('/');
    expect(safeReturnPath(undefined, '/admin/dashboard')).toBe('/admin/dashboard');
  });
});
