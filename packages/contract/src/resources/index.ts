import { notice } from './notice.ts';
import type { ResourceDef } from '../resource.ts';

export { notice };
/** Every content type, in the admin sidebar's order. */
export const resources: ResourceDef[] = [notice];
export const resourceByName = (name: string): ResourceDef | undefined => resources.find((r) => r.name === name);
