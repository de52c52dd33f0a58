import { video } from '@nagar/contract';
import { describeResource } from './resource-suite.ts';

describeResource(
  video,
  {
    title: 'How to separate wet and dry waste',
    titleHi: 'गीला और सूखा कचरा कैसे अलग करें',
    description: 'Two bins in every home.',
    descriptionHi: 'हर घर में दो डिब्बे।',
    youtube: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    captionsLang: 'hi',
  },
  { messages: { title: 'Title is a required field!', youtube: 'Give a YouTube link or upload an MP4 video.' } },
);
