/* Kept apart from settings.ts (and zod): the public home page reads these in the browser. */
import { MENU_SERVICE_PATHS } from './links.ts';

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

/** The slug of a task's page when it is a service page (/paypropertytax, /rti, ...): there only once an editor writes it. */
export function homeTaskServiceSlug(task: HomeTask): string | null {
  const path = HOME_TASKS[task].slice(1);
  return (MENU_SERVICE_PATHS as readonly string[]).includes(path) ? path : null;
}

/**
 * The chosen tasks whose pages are there (issue 27): a task whose page is a service page only while that page is
 * there (`pages`: the slugs of the service pages on the site), so no tile leads to "not there".
 */
export function availableHomeTasks(tasks: readonly HomeTask[], pages: ReadonlySet<string>): HomeTask[] {
  return tasks.filter((task) => {
    const slug = homeTaskServiceSlug(task);
    return slug === null || pages.has(slug);
  });
}
