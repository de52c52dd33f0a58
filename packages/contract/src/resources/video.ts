import { bi, defineResource } from '../resource.ts';
import { imageField, requiredTitle } from './fields.ts';

/**
 * A video of the gallery: a YouTube link (stored as its id), shown as a poster until the visitor asks to play it,
 * so that no request goes to YouTube before; or an uploaded MP4 with a WebVTT captions file.
 */
export const video = defineResource({
  name: 'video',
  api: 'video',
  prefix: 'Video',
  body: 'multipart',
  adminPath: 'videos',
  fields: [
    requiredTitle('titleRequired'),
    { key: 'description', kind: 'longtext', label: bi('Description', 'विवरण'), bilingual: true, max: 2000 },
    { key: 'youtube', kind: 'youtube', label: bi('YouTube link', 'YouTube लिंक') },
    imageField('posterPath', 'PosterImage', bi('Poster image', 'पोस्टर चित्र')),
    { key: 'videoPath', kind: 'video', label: bi('Or an MP4 video', 'या MP4 वीडियो'), filePart: 'VideoFile', wideOnly: true },
    { key: 'captionsPath', kind: 'captions', label: bi('Captions (WebVTT)', 'कैप्शन (WebVTT)'), filePart: 'CaptionsFile', wideOnly: true },
    {
      key: 'captionsLang',
      kind: 'select',
      label: bi('Language of the captions', 'कैप्शन की भाषा'),
      options: [
        { value: 'hi', label: bi('Hindi', 'हिंदी') },
        { value: 'en', label: bi('English', 'अंग्रेज़ी') },
      ],
      wideOnly: true,
    },
  ],
  // A YouTube link, or an uploaded MP4 (with its captions).
  oneOf: { keys: ['youtube', 'videoPath'], message: 'videoSourceRequired' },
  columns: ['title', 'youtube', 'posterPath', 'videoPath'],
  texts: {
    heading: bi('Videos', 'वीडियो'),
    entity: bi('Video', 'वीडियो'),
    noun: bi('video', 'वीडियो'),
    empty: bi('No video found.', 'कोई वीडियो नहीं मिला।'),
    createTitle: bi('Add New Video', 'नया वीडियो जोड़ें'),
    editTitle: bi('Edit Video', 'वीडियो संपादित करें'),
    createSubmit: bi('Add Video', 'वीडियो जोड़ें'),
    updateSubmit: bi('Update Video', 'वीडियो अपडेट करें'),
  },
});
