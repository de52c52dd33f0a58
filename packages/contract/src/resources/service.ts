import { bi, choices, defineResource, formTexts, type FieldDef } from '../resource.ts';
import { documentField, titleField } from './fields.ts';

/** A field written in both languages (the Hindi twin is added by defineResource). */
const pair = (field: FieldDef): FieldDef[] => [{ ...field, bilingual: true }];

/** The groups of the Services page, in its order. */
export const SERVICE_CATEGORIES = choices([
  ['Taxes and fees', 'कर और शुल्क'],
  ['Certificates', 'प्रमाण पत्र'],
  ['Building and land', 'भवन और भूमि'],
  ['Civic services', 'नागरिक सेवाएँ'],
  ['Information', 'सूचना और आरटीआई', 'Information and RTI'],
  ['Downloads', 'डाउनलोड'],
]);

/**
 * A council service as LocalGov Drupal's service pages describe one: what it is, who may apply, what to bring,
 * what it costs, how long it may take by law, where and when to apply, and a link to apply online. Each has a
 * page at its own address (`slug`), which is how the menu's former "Coming soon" entries lead to it.
 */
export const service = defineResource({
  name: 'service',
  api: 'service',
  prefix: 'Service',
  body: 'multipart',
  adminPath: 'services',
  search: { kind: 5 },
  fields: [
    ...pair(titleField),
    { key: 'slug', kind: 'slug', label: bi('Page address', 'पेज का पता'), required: true, requiredMessage: 'slugRequired' },
    {
      key: 'category',
      kind: 'select',
      label: bi('Category', 'श्रेणी'),
      required: true,
      requiredMessage: 'categoryRequired',
      options: SERVICE_CATEGORIES,
    },
    ...pair({
      key: 'summary',
      kind: 'longtext',
      label: bi('Summary', 'सारांश'),
      required: true,
      requiredMessage: 'summaryRequired',
      max: 1000,
    }),
    ...pair({ key: 'eligibility', kind: 'longtext', label: bi('Who can apply', 'कौन आवेदन कर सकता है'), max: 2000 }),
    ...pair({ key: 'documents', kind: 'longtext', label: bi('Documents needed', 'आवश्यक दस्तावेज़'), max: 4000 }),
    ...pair({ key: 'fee', kind: 'text', label: bi('Fee', 'शुल्क'), max: 300 }),
    ...pair({
      key: 'timeLimit',
      kind: 'text',
      label: bi('Time limit (Public Services Guarantee Act)', 'समय सीमा (लोक सेवा गारंटी अधिनियम)'),
      max: 300,
    }),
    ...pair({
      key: 'office',
      kind: 'text',
      label: bi('Office and counter', 'कार्यालय और काउंटर'),
      required: true,
      requiredMessage: 'officeRequired',
      max: 300,
    }),
    ...pair({ key: 'hours', kind: 'text', label: bi('Hours', 'समय'), required: true, requiredMessage: 'hoursRequired', max: 300 }),
    { key: 'phone', kind: 'phone', label: bi('Phone', 'फ़ोन'), required: true, requiredMessage: 'phoneRequired' },
    { key: 'onlineLink', kind: 'link', label: bi('Apply online (page or https:// address)', 'ऑनलाइन आवेदन (पेज या https:// पता)') },
    {
      ...documentField,
      key: 'formPath',
      label: bi('Application form (PDF)', 'आवेदन पत्र (PDF)'),
      filePart: 'FormFile',
      base64Part: 'FormFileBase64',
      required: false,
      requiredMessage: undefined,
      downloadLabel: bi('Download the form (PDF)', 'आवेदन पत्र डाउनलोड करें (PDF)'),
    },
    { key: 'reviewedDate', kind: 'date', label: bi('Last reviewed', 'अंतिम समीक्षा') },
  ],
  columns: ['title', 'category', 'slug', 'office', 'phone', 'formPath'],
  texts: {
    heading: bi('Services', 'सेवाएँ'),
    entity: bi('Service', 'सेवा'),
    noun: bi('service', 'सेवा'),
    empty: bi('No service found.', 'कोई सेवा नहीं मिली।'),
    ...formTexts(bi('Service', 'सेवा'), 'नई', 'जोड़ें'),
  },
});
