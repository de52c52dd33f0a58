import { tender } from '@nagar/contract';
import { describeResource } from './resource-suite.ts';

describeResource(
  tender,
  {
    tender_no: 'NP/PWD/2026/014',
    tender_title: 'Resurfacing of the road from the bus stand to ward 4',
    tender_discreption: 'Bituminous resurfacing, 1.2 km, with drains on both sides.',
    publish_date: '2026-11-01',
    last_date_of_submission: '2026-12-01',
    last_date_of_submission_time: '15:00',
    status: 'Open',
    tender_title_2: 'Bill of quantities',
    tender_title_3: 'Site map',
    tender_title_4: 'Terms and conditions',
    tender_title_5: 'Bid form',
  },
  {
    messages: {
      tender_no: 'TENDER_NO is required.',
      tender_title: 'TENDER_TITLE is required.',
      publish_date: 'PUBLISH_DATE is required.',
      last_date_of_submission: 'LAST_DATE_OF_SUBMISSION is required.',
      status: 'STATUS is required.',
    },
  },
);
