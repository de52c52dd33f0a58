import { bi, defineResource, formTexts } from '../resource.ts';

/**
 * Issue 27: the trade licence fee schedule, a master list of the revenue section (area `licences`): the fee in rupees
 * of a trade category for an operation area from `areaFrom` to `areaTo` sq ft (empty: and above). The fee due on an
 * application is the band holding its area.
 */
export const licenceFee = defineResource({
  name: 'licenceFee',
  api: 'trade-licence-fee',
  prefix: 'LicenceFee',
  body: 'json',
  adminPath: 'licencefees',
  titleField: 'category',
  fields: [
    {
      key: 'category',
      kind: 'select',
      label: bi('Trade Category', 'व्यापार श्रेणी'),
      required: true,
      options: [
        { value: 'manufacturing', label: bi('Manufacturing', 'विनिर्माण') },
        { value: 'retail', label: bi('Retail', 'फुटकर व्यापार') },
      ],
    },
    { key: 'areaFrom', kind: 'integer', label: bi('Area from (sq ft)', 'क्षेत्रफल से (वर्ग फ़ुट)'), required: true, min: 0, maxValue: 10_000_000 },
    { key: 'areaTo', kind: 'integer', label: bi('Area up to (sq ft)', 'क्षेत्रफल तक (वर्ग फ़ुट)'), min: 0, maxValue: 10_000_000 },
    { key: 'fee', kind: 'integer', label: bi('Fee (₹)', 'शुल्क (₹)'), required: true, min: 0, maxValue: 10_000_000 },
  ],
  columns: ['category', 'areaFrom', 'areaTo', 'fee'],
  nav: { label: bi('Licence fees', 'लाइसेंस शुल्क'), area: 'licences' },
  texts: {
    heading: bi('Trade licence fee schedule', 'व्यापार लाइसेंस शुल्क सूची'),
    entity: bi('Fee band', 'शुल्क श्रेणी'),
    noun: bi('fee band', 'शुल्क श्रेणी'),
    empty: bi('No fee band yet.', 'अभी कोई शुल्क श्रेणी नहीं।'),
    ...formTexts(bi('Fee Band', 'शुल्क श्रेणी'), 'नई', 'जोड़ें'),
  },
});
