import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** Public paths of spec §2 whose pages come in later issues: they say so instead of leading nowhere. */
const comingSoon = [
  'about', 'wardparsad', 'executiveofficer', 'chairman', 'standingcommitee', 'employeelist', 'listofholiday',
  'currenttender', 'tender-details', 'pasttender', 'circulars', 'latestnews', 'officeorder', 'postgrievance',
  'trackgrievance', 'viewgrievance', 'tradelicense', 'viewpropertytax', 'paypropertytax', 'photogallery',
  'videogallery', 'pressrelease', 'contactus', 'privacypolicy', 'birth-death-certificate', 'building-permission',
  'gps-tracing', 'rti',
];

/** The spec's admin paths (/dashboard, /editnotice, ...) lead to the back office under /admin. */
const specAdminPaths = [
  'dashboard', 'editministerofficeremp', 'editabout', 'slider', 'editlatestnews', 'editnotice', 'editcircular',
  'editofficeorder', 'edittender', 'editgallery', 'editpressrelease',
];

export default [
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('home', 'routes/site/home.tsx', { id: 'home-alias' }),
    route('notice', 'routes/site/notice.tsx'),
    route('login', 'routes/site/login.tsx'),
    route('user/dashboard', 'routes/site/user-dashboard.tsx'),
    ...comingSoon.map((path) => route(path, 'routes/site/coming-soon.tsx', { id: `soon-${path}` })),
    route('*', 'routes/site/not-found.tsx'),
  ]),
  route('language/:lang', 'routes/language.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('profile', 'routes/admin/profile.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route(':screen', 'routes/admin/screen.tsx'),
  ]),
  ...specAdminPaths.map((path) => route(path, 'routes/admin-redirect.tsx', { id: `spec-${path}` })),
] satisfies RouteConfig;
