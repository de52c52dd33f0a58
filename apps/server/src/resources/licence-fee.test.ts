import { licenceFee } from '@nagar/contract';
import { describeResource } from './resource-suite.ts';

describeResource(
  licenceFee,
  { category: 'retail', areaFrom: '0', areaTo: '199', fee: '500' },
  {
    messages: { category: 'Trade Category is required.', areaFrom: 'Area from (sq ft) is required.', fee: 'Fee (₹) is required.' },
    order: 'oldest first',
  },
);
