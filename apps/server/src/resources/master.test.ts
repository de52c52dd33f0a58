import { district, grievanceType, ward } from '@nagar/contract';
import { describeResource } from './resource-suite.ts';

// The grievance form's lists (districts, wards, grievance types) on the shared suite: a name each, unique.
describeResource(district, { name: 'Raigarh' }, { messages: { name: 'Name is required.' } });
describeResource(ward, { name: 'Ward 12 - Station Road' }, { messages: { name: 'Name is required.' } });
// A grievance type also has its resolution time in days (issue 28): 1 to 365, 7 when a request leaves it out.
describeResource(
  grievanceType,
  { name: 'Street light not working', resolutionDays: '3' },
  { messages: { name: 'Name is required.', resolutionDays: 'Resolution time (days) is required.' } },
);
