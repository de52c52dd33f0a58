import { pressRelease } from '@nagar/contract';
import { describeResource } from './resource-suite.ts';

describeResource(
  pressRelease,
  {
    title: 'Council approves new bus stand',
    description: 'The council approved the new bus stand near the railway crossing.',
    releaseNewsPaperName: 'Dainik Jagran',
    releasesPageNo: '3',
    releaseDate: '2026-10-02',
  },
  { messages: { title: 'Title is a required field!' } },
);
