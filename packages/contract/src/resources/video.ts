import { bi, defineResource } from '../resource.ts';
import { imageField, requiredTitle } from './fields.ts';
import { bilingualPair } from './service.ts';

/**
 * A video of the gallery: a YouTube link (stored as its id), shown as a poster until the visitor asks to play it,
 * so that no request goes to YouTube before.
 */
export const video = defineResource({
  name: 'video',
  api: 'video',
  prefix: 'Video',
  body: 'multipart',
  adminPath: 'videos',
  fields: [
    ...bilingualPair(requiredTitle('titleRequired')),
    ...bilingualPair({ key: 'description', kind: 'longtext', label: bi('Description', 'विवरण'), max: 2000 }),
    { key: 'youtube', kind: 'youtube', label: bi('YouTube link', 'YouTube लिंक'), required: true, requiredMessage: 'videoSourceRequired' },
    imageField('posterPath', 'PosterImage', bi('Poster image', 'पोस्टर चित्र')),
  ],
  columns: ['title', 'youtube', 'posterPath'],
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
