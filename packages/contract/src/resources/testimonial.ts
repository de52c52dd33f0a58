import { bi, defineResource, formTexts } from '../resource.ts';
import { imageField } from './fields.ts';

/** Citizens' words on the home page (the block hides itself when there are none). */
export const testimonial = defineResource({
  name: 'testimonial',
  api: 'testimonial',
  prefix: 'Testimonial',
  body: 'multipart',
  adminPath: 'testimonials',
  fields: [
    { key: 'name', kind: 'text', label: bi('Name', 'नाम'), bilingual: true, required: true, requiredMessage: 'nameRequired', max: 100 },
    { key: 'ward', kind: 'text', label: bi('Ward or place', 'वार्ड या स्थान'), bilingual: true, max: 100 },
    {
      key: 'quote',
      kind: 'longtext',
      label: bi('Quote', 'कथन'),
      bilingual: true,
      required: true,
      requiredMessage: 'quoteRequired',
      max: 1000,
    },
    imageField('photoPath', 'TestimonialImage'),
  ],
  columns: ['name', 'ward', 'quote', 'quoteHi', 'photoPath'],
  searchFields: ['name', 'nameHi', 'ward', 'quote', 'quoteHi'],
  nav: { label: bi('Testimonials', 'नागरिकों की राय') },
  texts: {
    heading: bi('Testimonials', 'नागरिकों की राय'),
    entity: bi('Testimonial', 'राय'),
    noun: bi('testimonial', 'राय'),
    empty: bi('No testimonial found.', 'कोई राय नहीं मिली।'),
    ...formTexts(bi('Testimonial', 'राय'), 'नई', 'जोड़ें'),
  },
});
