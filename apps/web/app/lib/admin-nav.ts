/** The spec's admin sidebar, in its order: key in the admin.* catalogue and the screen's path under /admin. */
export const adminNav = [
  { key: 'dashboard', path: 'dashboard' },
  { key: 'about', path: 'editabout' },
  { key: 'slider', path: 'slider' },
  { key: 'employees', path: 'editministerofficeremp' },
  { key: 'latestNews', path: 'editlatestnews' },
  { key: 'tender', path: 'edittender' },
  { key: 'notice', path: 'editnotice' },
  { key: 'circular', path: 'editcircular' },
  { key: 'officeOrder', path: 'editofficeorder' },
  { key: 'gallery', path: 'editgallery' },
  { key: 'pressRelease', path: 'editpressrelease' },
  { key: 'testimonials', path: 'testimonials' },
  { key: 'complaints', path: 'complaints' },
  { key: 'districts', path: 'districts' },
  { key: 'wards', path: 'wards' },
  { key: 'grievanceTypes', path: 'grievancetypes' },
] as const;
