import { testimonial } from '@nagar/contract';
import { demoTestimonials } from '@nagar/demo/site.ts';
import { describeResource } from './resource-suite.ts';

// The sample is the demo council's first testimonial (a name, a ward and a quote in both languages).
describeResource(testimonial, demoTestimonials[0]!, {
  messages: { name: 'Name are required fields!', quote: 'Quote is a required field!' },
  order: 'oldest first',
});
