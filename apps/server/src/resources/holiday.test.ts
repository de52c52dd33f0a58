import { holiday } from '@nagar/contract';
import { describeResource } from './resource-suite.ts';

describeResource(
  holiday,
  { occasion: 'Republic Day', occasionHi: 'गणतंत्र दिवस', date: '2026-01-26', type: 'Gazetted' },
  {
    messages: { occasion: 'Occasion is a required field!', date: 'Date is a required field!', type: 'Type is a required field!' },
    order: 'oldest first',
  },
);
