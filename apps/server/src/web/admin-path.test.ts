import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { adminPathOf, keptAdminPaths } from './plugin.ts';

/** The shape of the portal's tree: a root, the back office under "admin", the public site beside it. */
const tree = (): RouteObject[] => [
  {
    id: 'root',
    path: '',
    children: [
      {
        id: 'admin',
        path: 'admin',
        children: [
          { id: 'dashboard', index: true },
          { id: 'settings', path: 'settings' },
          { id: 'screen', path: ':screen' },
        ],
      },
      {
        id: 'site',
        children: [
          { id: 'search', path: 'search' },
          { id: 'not-found', path: '*' },
        ],
      },
    ],
  },
];

describe('adminPathOf (the back-office screen a `.data` request reaches)', () => {
  it('finds the screen in any case and any percent-encoding, the same when asked again', () => {
    const routes = tree();
    for (let round = 0; round < 2; round++) {
      expect(adminPathOf(routes, '/admin/settings.data')).toBe('/admin/settings');
      expect(adminPathOf(routes, '/ADMIN/Settings.data')).toBe('/admin/settings');
      expect(adminPathOf(routes, '/%61dmin/settings.data')).toBe('/admin/settings');
      expect(adminPathOf(routes, '/%41DMIN/%73ettings.data')).toBe('/admin/settings');
      expect(adminPathOf(routes, '/admin/wards.data')).toBe('/admin/wards');
      expect(adminPathOf(routes, '/admin.data')).toBe('/admin');
    }
  });

  it('answers null outside the back office, with or without letters that look like it', () => {
    const routes = tree();
    for (const path of [
      '/search.data',
      '/_root.data',
      '/nothing/here.data',
      '/administration.data',
      '/x/admin.data',
      '/admin%2Fsettings.data',
    ]) {
      expect(adminPathOf(routes, path), path).toBeNull();
    }
  });

  it('stays right past the number of paths it keeps (the oldest are matched again)', () => {
    const routes = tree();
    expect(adminPathOf(routes, '/%61dmin/first.data')).toBe('/admin/first');
    for (let i = 0; i < 1500; i++) adminPathOf(routes, `/admin/s${i}.data`);
    expect(adminPathOf(routes, '/%61dmin/first.data')).toBe('/admin/first');
    expect(adminPathOf(routes, '/admin/s1499.data')).toBe('/admin/s1499');
    // A tree of its own (a development build's next one) is matched afresh.
    expect(adminPathOf(tree(), '/ADMIN/first.data')).toBe('/admin/first');
  });

  it('keeps no long path (a request line may be 16 KB): it is matched each time, with the same answer', () => {
    const routes = tree();
    const long = `/admin/${'%61'.repeat(5000)}`;
    for (let i = 0; i < 1200; i++) {
      expect(adminPathOf(routes, `${long}${i}.data`)).toBe(`/admin/${'a'.repeat(5000)}${i}`);
    }
    expect(adminPathOf(routes, `/%61dmin/${'x'.repeat(300)}.data`)).toBe(`/admin/${'x'.repeat(300)}`);
    expect(adminPathOf(routes, '/%61dmin/short.data')).toBe('/admin/short');
    const kept = keptAdminPaths(routes);
    expect(kept.count).toBe(1);
    expect(kept.length).toBeLessThanOrEqual(256);
  });
});
