import { slider } from '@nagar/contract';
import { describeResource } from './resource-suite.ts';

// The spec checks nothing on a slider: no required fields, not even the image.
describeResource(slider, {}, { messages: {}, order: 'oldest first' });
