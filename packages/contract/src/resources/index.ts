import type { ResourceDef } from '../resource.ts';
import { notice } from './notice.ts';
import { circular, officeOrder } from './documents.ts';
import { about, gallery, latestNews, pressRelease, slider } from './content.ts';
import { official } from './officials.ts';
import { tender } from './tender.ts';
import { district, grievanceType, locality, ward } from './master.ts';
import { testimonial } from './testimonial.ts';
import { service } from './service.ts';
import { video } from './video.ts';
import { holiday } from './holiday.ts';
import { licenceFee } from './licence-fee.ts';

export {
  notice,
  circular,
  officeOrder,
  about,
  slider,
  latestNews,
  gallery,
  pressRelease,
  official,
  tender,
  district,
  ward,
  locality,
  grievanceType,
  testimonial,
  service,
  video,
  holiday,
  licenceFee,
};
export { DESIGNATIONS, DESIGNATION_GROUPS, EMPLOYEE_STATUSES } from './officials.ts';
export { TENDER_STATUSES } from './tender.ts';
export { SERVICE_CATEGORIES } from './service.ts';
export { HOLIDAY_TYPES } from './holiday.ts';
export { PINCODE_RE } from './master.ts';
/** Every content type, in the admin sidebar's order (with each one's literal name: see ResourceName). */
const definitions = [
  about,
  slider,
  official,
  latestNews,
  tender,
  notice,
  circular,
  officeOrder,
  gallery,
  pressRelease,
  testimonial,
  service,
  video,
  holiday,
  district,
  ward,
  locality,
  grievanceType,
  licenceFee,
] as const;
/** The name of one of the portal's content types ('notice', 'ward', …): a misspelt one fails the type check. */
export type ResourceName = (typeof definitions)[number]['name'];
/** Every content type, in the admin sidebar's order. */
export const resources: ReadonlyArray<ResourceDef<ResourceName>> = definitions;
export const RESOURCE_NAMES: readonly ResourceName[] = resources.map((r) => r.name);
/** Whether a name from outside (a URL, a stored row, a field's `references`) is one of the content types. */
export const isResourceName = (name: string): name is ResourceName => (RESOURCE_NAMES as readonly string[]).includes(name);
/** A name from outside that must be a content type's (a definition's `references`): an unknown one is a defect. */
export function resourceName(name: string): ResourceName {
  if (!isResourceName(name)) throw new Error(`no content type is named ${JSON.stringify(name)}`);
  return name;
}
export const resourceByName = (name: string): ResourceDef | undefined => resources.find((r) => r.name === name);
