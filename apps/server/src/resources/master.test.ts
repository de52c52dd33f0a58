import { district, grievanceType, locality, ward } from '@nagar/contract';
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
// A locality (issue 27, Find my ward) refers to a ward: the suite's sample gets one made first.
describeResource(
  locality,
  { name: 'Gandhi Nagar', pincode: '464001' },
  {
    messages: { name: 'Name is required.', wardId: 'Ward is required.' },
    before: async (app) => ({
      wardId: String(
        (await app.services.resource('ward').create({ values: { name: 'Ward 4 – Ram Nagar' }, files: {}, remove: new Set() })).id,
      ),
    }),
  },
);
