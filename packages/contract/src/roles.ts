/**
 * Staff roles and what each may open: one matrix read by the server's guards, the admin sidebar and the
 * route-enumerating role test (docs/security.md prints it).
 */
export const ROLES = ['admin', 'editor', 'officer', 'revenue', 'user'] as const;
export type StaffRole = (typeof ROLES)[number];

/**
 * The back office's areas. `content`: the content types (notices, tenders, testimonials, ...); `complaints`: the
 * staff queue, details and actions; `masters`: districts, wards and grievance types (admin only); `account`: one's own
 * profile and password; `dashboard`: the back office's first screen; `messages`: the contact inbox (citizens' messages
 * from Contact Us, with their e-mail and phone: the website desk's and the admin's, not the content area itself);
 * `licences`: trade licence applications, their workflow and the fee schedule; `propertyTax`: the property tax demand
 * register and its imports (issue 27: the revenue section's, with the applicants' and owners' personal details).
 */
export const AREAS = [
  'dashboard',
  'account',
  'content',
  'complaints',
  'masters',
  'users',
  'settings',
  'audit',
  'messages',
  'licences',
  'propertyTax',
] as const;
export type Area = (typeof AREAS)[number];

export const PERMISSIONS: Readonly<Record<StaffRole, readonly Area[]>> = {
  admin: AREAS,
  // The website desk that publishes the council's pages also answers what visitors write through them (issue 27).
  editor: ['dashboard', 'account', 'content', 'messages'],
  // Not the master lists: an officer who could delete or rename a ward could change their own ward limit.
  officer: ['dashboard', 'account', 'complaints'],
  // Issue 27: the revenue section's clerk: trade licences (scrutiny, fee receipts, approval) and the tax register.
  revenue: ['dashboard', 'account', 'licences', 'propertyTax'],
  // The spec's `user`: signed in, but no back-office access (its /user/dashboard says so).
  user: ['account'],
};

export function can(role: string | null | undefined, area: Area): boolean {
  return !!role && (ROLES as readonly string[]).includes(role) && PERMISSIONS[role as StaffRole].includes(area);
}

/** Roles that open the back office (/admin): every role with the dashboard. */
export const hasBackOffice = (role: string | null | undefined) => can(role, 'dashboard');
