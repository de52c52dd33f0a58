import { testimonial } from '@nagar/contract';
import { describeResource } from './resource-suite.ts';

describeResource(
  testimonial,
  {
    name: 'Meena Sahu',
    nameHi: 'मीना साहू',
    ward: 'Ward 3',
    wardHi: 'वार्ड 3',
    quote: 'The new water tank has ended the summer shortage in our lane.',
    quoteHi: 'नई पानी की टंकी से हमारी गली में गर्मियों की कमी ख़त्म हो गई।',
  },
  { messages: { name: 'Name are required fields!', quote: 'Quote is a required field!' }, order: 'oldest first' },
);
