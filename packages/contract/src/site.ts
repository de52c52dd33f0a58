import { bi } from './resource.ts';
import type { SiteInfo } from './portal.ts';

/** The fictional council of the demo content; a real install changes these in site settings. */
export const demoSite: SiteInfo = {
  councilName: bi('Nagar Parishad Sundarpur', 'नगर परिषद सुंदरपुर'),
  stateName: bi('Government of Madhya Pradesh', 'मध्य प्रदेश शासन'),
  address: bi('Nagar Parishad Bhawan, Station Road, Sundarpur 466001', 'नगर परिषद भवन, स्टेशन रोड, सुंदरपुर 466001'),
  email: 'info@sundarpur.example',
  phone: '+91 7562 220 100',
  tollFree: '1800 233 0101',
};
