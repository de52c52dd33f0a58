/* Kept apart from settings.ts (and zod): the public home page reads these in the browser. */

/** The tasks the home page can offer as large links, right under the header (their paths are the spec's). */
export const HOME_TASKS = {
  fileComplaint: '/postgrievance',
  trackComplaint: '/trackgrievance',
  propertyTax: '/paypropertytax',
  tradeLicence: '/tradelicense',
  certificates: '/birth-death-certificate',
  tenders: '/currenttender',
  notices: '/notice',
  contact: '/contactus',
  allComplaints: '/viewgrievance',
  rti: '/rti',
} as const;
export type HomeTask = keyof typeof HOME_TASKS;
/** What a council offers until it chooses: the eight most used tasks. */
export const DEFAULT_HOME_TASKS: HomeTask[] = [
  'fileComplaint',
  'trackComplaint',
  'propertyTax',
  'tradeLicence',
  'certificates',
  'tenders',
  'notices',
  'contact',
];
export const HOME_TASKS_MAX = 8;
