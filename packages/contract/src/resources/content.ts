import { bi, defineResource, formTexts, type FieldDef } from '../resource.ts';
import { descriptionField, imageField, requiredDescription, requiredTitle, titleField, validUntilField } from './fields.ts';

const nameField: FieldDef = {
  key: 'name',
  kind: 'text',
  label: bi('Name', 'नाम'),
  bilingual: true,
  required: true,
  requiredMessage: 'nameRequired',
};

export const about = defineResource({
  name: 'about',
  api: 'about',
  prefix: 'About',
  body: 'multipart',
  adminPath: 'editabout',
  specAdminPath: true,
  fields: [nameField, descriptionField, imageField('photoPath', 'AboutImage')],
  columns: ['name', 'description', 'photoPath'],
  nav: { label: bi('About', 'परिचय') },
  texts: {
    heading: bi('About Us', 'हमारे बारे में'),
    entity: bi('About', 'परिचय'),
    noun: bi('about', 'परिचय'),
    empty: bi('No data found.', 'कोई डेटा नहीं मिला।'),
    ...formTexts(bi('About', 'परिचय'), 'नया'),
  },
});

export const slider = defineResource({
  name: 'slider',
  api: 'slider',
  prefix: 'Slider',
  body: 'multipart',
  adminPath: 'slider',
  specAdminPath: true,
  // A slide is its picture: one without it is refused, and an update keeps the stored one unless replaced.
  fields: [{ ...imageField('sliderPath', 'SliderImage', bi('Slide picture', 'स्लाइड का चित्र')), required: true }],
  columns: ['sliderPath'],
  nav: { label: bi('Slider', 'स्लाइडर') },
  texts: {
    heading: bi('Slider', 'स्लाइडर'),
    entity: bi('Slider', 'स्लाइडर'),
    noun: bi('slider', 'स्लाइडर'),
    empty: bi('No data found.', 'कोई डेटा नहीं मिला।'),
    ...formTexts(bi('Slider', 'स्लाइडर'), 'नया'),
  },
});

export const latestNews = defineResource({
  name: 'latestNews',
  api: 'latest-news',
  prefix: 'LatestNews',
  body: 'json',
  adminPath: 'editlatestnews',
  specAdminPath: true,
  publicPath: 'latestnews',
  menu: { label: 'nav.latestNews', position: 3 },
  search: { kind: 4 },
  fields: [
    requiredTitle('titleDescriptionRequired'),
    requiredDescription('titleDescriptionRequired'),
    { key: 'createdDate', kind: 'date', label: bi('Date', 'दिनांक'), serverSet: true },
    validUntilField(),
  ],
  validity: { from: 'createdDate' },
  columns: ['title', 'description'],
  publicColumns: ['id', 'title', 'description'],
  filters: [{ kind: 'dateRange', field: 'createdDate' }],
  nav: { label: bi('Latest News', 'ताज़ा समाचार') },
  texts: {
    heading: bi('Latest News', 'ताज़ा समाचार'),
    entity: bi('Latest News', 'ताज़ा समाचार'),
    noun: bi('data', 'डेटा'),
    confirmNoun: bi('Latest News', 'ताज़ा समाचार'),
    empty: bi('No Data found.', 'कोई डेटा नहीं मिला।'),
    ...formTexts(bi('Latest News', 'समाचार'), 'नया'),
    publicTitle: bi('Latest News', 'ताज़ा समाचार'),
    publicEmpty: bi('No latest news entries found.', 'कोई ताज़ा समाचार नहीं मिला।'),
    publicLoading: bi('Loading latest news...', 'ताज़ा समाचार लोड हो रहे हैं...'),
    publicNotFound: bi('Latest news data not found (404).', 'ताज़ा समाचार डेटा नहीं मिला (404)।'),
    publicError: bi('An error occurred while fetching the latest news data.', 'ताज़ा समाचार प्राप्त करते समय त्रुटि हुई।'),
  },
});

export const gallery = defineResource({
  name: 'gallery',
  api: 'gallery',
  prefix: 'Gallery',
  body: 'multipart',
  adminPath: 'editgallery',
  specAdminPath: true,
  fields: [
    requiredTitle('titleDescriptionRequired'),
    requiredDescription('titleDescriptionRequired'),
    imageField('photoPath', 'GalleryImage'),
  ],
  columns: ['title', 'description', 'photoPath'],
  nav: { label: bi('Gallery', 'गैलरी') },
  texts: {
    heading: bi('Gallery', 'गैलरी'),
    entity: bi('Gallery', 'गैलरी'),
    noun: bi('Gallery', 'गैलरी'),
    empty: bi('No gallery found.', 'कोई गैलरी नहीं मिली।'),
    ...formTexts(bi('Gallery', 'गैलरी'), 'नई'),
    // The new one is a gallery entry (प्रविष्टि).
    createTitle: bi('Create New Gallery', 'नई गैलरी प्रविष्टि बनाएँ'),
  },
});

export const pressRelease = defineResource({
  name: 'pressRelease',
  api: 'press-release',
  prefix: 'PressRelease',
  body: 'multipart',
  adminPath: 'editpressrelease',
  specAdminPath: true,
  fields: [
    titleField,
    { ...descriptionField, markedRequired: true },
    {
      key: 'releaseNewsPaperName',
      kind: 'text',
      label: bi('Release News Paper Name', 'समाचार पत्र का नाम'),
      bilingual: true,
      markedRequired: true,
    },
    { key: 'releasesPageNo', kind: 'text', label: bi('Releases Page No', 'पृष्ठ संख्या'), markedRequired: true, max: 20 },
    { key: 'releaseDate', kind: 'date', label: bi('Release Date', 'प्रकाशन तिथि') },
    validUntilField('releaseDate'),
    imageField('photoPath', 'PressReleaseImage'),
  ],
  validity: { from: 'releaseDate', path: 'pressrelease/archive' },
  columns: ['title', 'releaseNewsPaperName', 'releaseDate', 'photoPath'],
  filters: [{ kind: 'dateRange', field: 'releaseDate' }],
  nav: { label: bi('Press Release', 'प्रेस विज्ञप्ति') },
  texts: {
    heading: bi('Press Release', 'प्रेस विज्ञप्ति'),
    entity: bi('PressRelease', 'प्रेस विज्ञप्ति'),
    noun: bi('PressRelease', 'प्रेस विज्ञप्ति'),
    empty: bi('No press release found.', 'कोई प्रेस विज्ञप्ति नहीं मिली।'),
    ...formTexts(bi('Press Release', 'प्रेस विज्ञप्ति'), 'नई'),
    // The archive page's title (the press release page has its own).
    publicTitle: bi('Press Releases', 'प्रेस विज्ञप्तियाँ'),
    publicNotFound: bi('Press release data not found (404).', 'प्रेस विज्ञप्ति डेटा नहीं मिला (404)।'),
    publicError: bi('An error occurred while fetching the press release data.', 'प्रेस विज्ञप्ति डेटा प्राप्त करते समय त्रुटि हुई।'),
  },
});
