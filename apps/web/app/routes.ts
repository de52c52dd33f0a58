import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';
import { MENU_SERVICE_PATHS } from './lib/service-paths.ts';
import { POLICY_SLUGS, archivePathOf, resources } from '@nagar/contract';

const PROPERTY_TAX_PATHS: readonly string[] = ['viewpropertytax', 'paypropertytax'];

/** The spec's admin paths (/dashboard, and each content type's that the spec names: /editnotice, ...) lead to the back office under /admin. */
const specAdminPaths = ['dashboard', ...resources.flatMap((def) => (def.specAdminPath ? [def.adminPath] : []))];

export default [
  layout('routes/site/layout.tsx', [
    index('routes/site/home.tsx'),
    route('home', 'routes/site/home.tsx', { id: 'home-alias' }),
    route('about', 'routes/site/about.tsx'),
    route('search', 'routes/site/search.tsx'),
    route('findmyward', 'routes/site/find-my-ward.tsx'),
    route('postgrievance', 'routes/site/postgrievance.tsx'),
    route('trackgrievance', 'routes/site/trackgrievance.tsx'),
    route('viewgrievance', 'routes/site/viewgrievance.tsx'),
    route('grievancestats', 'routes/site/grievancestats.tsx'),
    // One list module for every content type with a public path (its definition's publicPath); the path picks the type.
    ...resources.flatMap((def) =>
      def.publicPath ? [route(def.publicPath, 'routes/site/public-list.tsx', { id: `list-${def.publicPath}` })] : [],
    ),
    // The archive of each type with validity (contract archivePathOf): /notice/archive, /tender/archive, ...
    ...resources.flatMap((def) => {
      const path = archivePathOf(def);
      return path ? [route(path, 'routes/site/archive.tsx', { id: `archive-${def.name}` })] : [];
    }),
    route('login', 'routes/site/login.tsx'),
    // A restricted session's one step: its own password (after a one-time one), the two-factor set-up.
    route('login/new-password', 'routes/site/new-password.tsx'),
    route('login/two-factor', 'routes/site/two-factor.tsx'),
    route('user/dashboard', 'routes/site/user-dashboard.tsx'),
    ...['wardparsad', 'executiveofficer', 'chairman', 'employeelist', 'standingcommitee'].map((path) =>
      route(path, 'routes/site/officials.tsx', { id: `officials-${path}` }),
    ),
    route('currenttender', 'routes/site/tenders.tsx', { id: 'tenders-current' }),
    route('pasttender', 'routes/site/tenders.tsx', { id: 'tenders-past' }),
    route('tender-details', 'routes/site/tender-details.tsx'),
    route('photogallery', 'routes/site/photogallery.tsx'),
    route('pressrelease', 'routes/site/pressrelease.tsx'),
    route('listofholiday', 'routes/site/holidays.tsx'),
    route('tradelicense', 'routes/site/trade-licence.tsx'),
    route('contactus', 'routes/site/contact.tsx'),
    route('tradelicense/track', 'routes/site/licence-track.tsx'),
    route('verify/licence/:licenceNo', 'routes/site/licence-verify.tsx'),
    route('privacypolicy', 'routes/site/privacy-policy.tsx'),
    // The policy pages (contract POLICY_SLUGS), one module; the path picks the page.
    ...POLICY_SLUGS.map((slug) => route(slug, 'routes/site/policy-page.tsx', { id: `policy-${slug}` })),
    route('sitemap', 'routes/site/sitemap.tsx'),
    // Service pages: the menu's paths (/rti, /downloads/forms, ...) and /services/<slug> for the others.
    route('services', 'routes/site/services.tsx'),
    route('services/*', 'routes/site/service.tsx', { id: 'service-any' }),
    // View Property Tax is the dues look-up, Pay Property Tax says how to pay (issue 27): each with its service text.
    route('viewpropertytax', 'routes/site/property-tax.tsx'),
    route('paypropertytax', 'routes/site/pay-property-tax.tsx'),
    ...MENU_SERVICE_PATHS.filter((path) => !PROPERTY_TAX_PATHS.includes(path)).map((path) =>
      route(path, 'routes/site/service.tsx', { id: `service-${path}` }),
    ),
    route('videogallery', 'routes/site/videogallery.tsx'),
    route('leaving', 'routes/site/leaving.tsx'),
    route('*', 'routes/site/not-found.tsx'),
  ]),
  route('language/:lang', 'routes/language.tsx'),
  route('display', 'routes/display.tsx'),
  route('i18n/:lang', 'routes/i18n.ts'),
  // The grievance receipt as a PDF (a resource route: no page around it).
  route('trackgrievance/receipt.pdf', 'routes/grievance-receipt-pdf.ts'),
  route('logout', 'routes/logout.tsx'),
  // The trade licence certificate as a PDF (a resource route: a POST with the number and mobile).
  route('tradelicense/certificate', 'routes/licence-certificate-pdf.ts'),
  route('admin', 'routes/admin/layout.tsx', [
    index('routes/admin/index.tsx'),
    route('dashboard', 'routes/admin/dashboard.tsx'),
    route('profile', 'routes/admin/profile.tsx'),
    route('settings', 'routes/admin/settings.tsx'),
    route('complaints', 'routes/admin/complaints.tsx'),
    route('complaints/new', 'routes/admin/complaint-new.tsx'),
    route('complaints/:id', 'routes/admin/complaint.tsx'),
    route('reports', 'routes/admin/reports.tsx'),
    route('routing', 'routes/admin/routing.tsx'),
    route('notifications', 'routes/admin/notifications.tsx'),
    route('messages', 'routes/admin/messages.tsx'),
    route('messages/:id', 'routes/admin/message.tsx'),
    route('propertytax', 'routes/admin/property-tax.tsx'),
    route('licences', 'routes/admin/licences.tsx'),
    route('licences/:id', 'routes/admin/licence.tsx'),
    route('users', 'routes/admin/users.tsx'),
    route('audit', 'routes/admin/audit.tsx'),
    route('policies', 'routes/admin/policies.tsx'),
    route('policies/:slug', 'routes/admin/policy-edit.tsx'),
    route('api', 'routes/admin/api-reference.tsx'),
    route(':screen', 'routes/admin/screen.tsx'),
  ]),
  ...specAdminPaths.map((path) => route(path, 'routes/admin-redirect.tsx', { id: `spec-${path}` })),
] satisfies RouteConfig;
