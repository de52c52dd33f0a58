import { slider } from '@nagar/contract';
import { describeResource } from './resource-suite.ts';

// The spec checks nothing on a slider, but a slide without its picture shows nothing: the picture is required
// (create without it, and an update removing it, are refused with 400 and nothing written).
describeResource(slider, {}, { messages: { sliderPath: 'Slide picture is required.' }, order: 'oldest first' });
