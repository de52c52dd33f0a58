/** Every public page in English with the high contrast and the largest text, at 375 and 1280 px (support/display-sweep.ts). */
import { describeDisplaySweep } from './support/display-sweep.ts';

describeDisplaySweep('en');
