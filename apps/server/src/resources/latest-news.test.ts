import { latestNews } from '@nagar/contract';
import { describeResource } from './resource-suite.ts';

describeResource(
  latestNews,
  { title: 'Budget meeting on Monday', description: 'The council meets on Monday at 11:00 to pass the budget.' },
  {
    messages: {
      title: 'Title and Description are required fields!',
      description: 'Title and Description are required fields!',
    },
  },
);
