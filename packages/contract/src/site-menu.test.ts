import { describe, expect, it } from 'vitest';
import { SITE_MENU } from './site-menu.ts';
import { resources } from './resources/index.ts';
import type { ResourceDef } from './resource.ts';

const documents = () => SITE_MENU.find((m) => m.label === 'nav.documents')!.items!;

describe('the site menu from the content types’ definitions', () => {
  it('lists in Documents every type with a public list, in the spec’s order, and nothing else', () => {
    expect(documents()).toEqual([
      { to: '/notice', label: 'nav.notice' },
      { to: '/circulars', label: 'nav.circulars' },
      { to: '/latestnews', label: 'nav.latestNews' },
      { to: '/officeorder', label: 'nav.officeOrder' },
    ]);
    const listed = new Set(documents().map((i) => i.to));
    expect(resources.filter((d) => d.publicPath).map((d) => `/${d.publicPath}`)).toEqual(expect.arrayContaining([...listed]));
    expect(resources.filter((d) => d.publicPath).length).toBe(listed.size);
  });

  it('gives every type with a public list a menu entry of its own place (none forgotten, no two in one place)', () => {
    const withList: ResourceDef[] = resources.filter((d) => d.publicPath);
    expect(withList.filter((d) => !d.menu).map((d) => d.name)).toEqual([]);
    const places = withList.map((d) => d.menu!.position);
    expect(new Set(places).size).toBe(places.length);
    expect(resources.filter((d) => d.menu && !d.publicPath).map((d) => d.name)).toEqual([]);
  });

  it('leads the spec’s admin addresses of exactly the spec’s content types', () => {
    expect(resources.filter((d) => d.specAdminPath).map((d) => d.adminPath)).toEqual(
      expect.arrayContaining([
        'editministerofficeremp',
        'editabout',
        'slider',
        'editlatestnews',
        'editnotice',
        'editcircular',
        'editofficeorder',
        'edittender',
        'editgallery',
        'editpressrelease',
      ]),
    );
    expect(resources.filter((d) => d.specAdminPath)).toHaveLength(10);
  });
});
