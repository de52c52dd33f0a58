import { district, grievanceType, ward } from '@nagar/contract';
import { describeResource } from './resource-suite.ts';

// The grievance form's lists (districts, wards, grievance types) on the shared suite: a name each, unique.
describeResource(district, { name: 'Raigarh' }, { messages: { name: 'Name is required.' } });
describeResource(ward, { name: 'Ward 12 - Station Road' }, { messages: { name: 'Name is required.' } });
describeResource(grievanceType, { name: 'Street light not working' }, { messages: { name: 'Name is required.' } });
