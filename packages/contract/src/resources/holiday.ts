import { bi, choices, defineResource, formTexts } from '../resource.ts';

/** The kinds of holiday Madhya Pradesh's yearly list tells apart. */
export const HOLIDAY_TYPES = choices([
  ['Gazetted', 'राजपत्रित'],
  ['Restricted', 'ऐच्छिक', 'Restricted (optional)'],
  ['Local', 'स्थानीय'],
]);

/** One day of the council's holiday list; the public page shows a year at a time. */
export const holiday = defineResource({
  name: 'holiday',
  api: 'holiday',
  prefix: 'Holiday',
  body: 'multipart',
  adminPath: 'holidays',
  // A holiday goes by its occasion in the list's buttons, the delete dialog and the audit trail.
  titleField: 'occasion',
  fields: [
    {
      key: 'occasion',
      kind: 'text',
      label: bi('Occasion', 'अवसर'),
      bilingual: true,
      required: true,
      requiredMessage: 'occasionRequired',
      max: 200,
    },
    { key: 'date', kind: 'date', label: bi('Date', 'तिथि'), required: true, requiredMessage: 'dateRequired' },
    {
      key: 'type',
      kind: 'select',
      label: bi('Type', 'प्रकार'),
      required: true,
      requiredMessage: 'holidayTypeRequired',
      options: HOLIDAY_TYPES,
    },
  ],
  columns: ['date', 'occasion', 'occasionHi', 'type'],
  texts: {
    heading: bi('Holidays', 'अवकाश'),
    entity: bi('Holiday', 'अवकाश'),
    noun: bi('holiday', 'अवकाश'),
    empty: bi('No holiday found.', 'कोई अवकाश नहीं मिला।'),
    ...formTexts(bi('Holiday', 'अवकाश'), 'नया', 'जोड़ें'),
  },
});
