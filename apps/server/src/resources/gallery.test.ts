import { gallery } from '@nagar/contract';
import { describeResource } from './resource-suite.ts';

describeResource(
  gallery,
  { title: 'Diwali lights at the town hall', description: 'The town hall lit for Diwali, photographed from the market square.' },
  {
    messages: {
      title: 'Title and Description are required fields!',
      description: 'Title and Description are required fields!',
    },
  },
);
