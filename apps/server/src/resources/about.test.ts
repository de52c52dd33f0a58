import { about } from '@nagar/contract';
import { describeResource } from './resource-suite.ts';

describeResource(
  about,
  { name: 'Sundarpur Nagar Parishad', description: 'The council of Sundarpur, founded in 1952, serves fourteen wards.' },
  { messages: { name: 'Name are required fields!' }, order: 'oldest first' },
);
