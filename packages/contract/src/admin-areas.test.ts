import { describe, expect, it } from 'vitest';
import { adminAreaOf, matchedAdminPath, mayOpenAdminPath } from './admin-areas.ts';

describe('matchedAdminPath: the back-office screen from the route React Router matched', () => {
  it('interpolates the pattern with the decoded params, with or without a leading slash', () => {
    expect(matchedAdminPath('/admin/settings', {})).toBe('/admin/settings');
    expect(matchedAdminPath('admin/settings', {})).toBe('/admin/settings');
    expect(matchedAdminPath('/admin', {})).toBe('/admin');
    expect(matchedAdminPath('/admin/complaints/:id', { id: '7' })).toBe('/admin/complaints/7');
    expect(matchedAdminPath('/admin/:screen', { screen: 'wards' })).toBe('/admin/wards');
  });

  it('is null outside the back office', () => {
    for (const pattern of ['/', '', '/administration', '/login', '/services/*', '/user/dashboard'])
      expect(matchedAdminPath(pattern, {})).toBeNull();
  });

  it("decides the screen's area as the router matched it, whatever the URL's spelling", () => {
    // The router matched /ADMIN/Settings and /%61dmin/settings to the settings route: its pattern says so.
    const settings = matchedAdminPath('/admin/settings', {})!;
    expect(adminAreaOf(settings)).toBe('settings');
    expect(mayOpenAdminPath('editor', settings)).toBe(false);
    expect(mayOpenAdminPath('officer', settings)).toBe(false);
    expect(mayOpenAdminPath('admin', settings)).toBe(true);
  });
});
