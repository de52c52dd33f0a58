import { bi, defineResource, type Bilingual } from '../resource.ts';

/** The grievance form's lists that staff manage: one field each, on the shared mechanism. */
function masterList(name: string, api: string, adminPath: string, heading: Bilingual, entity: Bilingual, noun: Bilingual) {
  return defineResource({
    name,
    api,
    prefix: entity.en.replace(/\s/g, ''),
    body: 'json',
    adminPath,
    fields: [{ key: 'name', kind: 'text', label: bi('Name', 'नाम'), bilingual: true, required: true, max: 100 }],
    columns: ['name'],
    nav: { label: heading, area: 'masters' },
    texts: {
      heading,
      entity,
      noun,
      empty: bi('No data found.', 'कोई डेटा नहीं मिला।'),
      createTitle: bi(`Create New ${entity.en}`, `नया ${entity.hi} जोड़ें`),
      editTitle: bi(`Edit ${entity.en}`, `${entity.hi} संपादित करें`),
      createSubmit: bi(`Create ${entity.en}`, `${entity.hi} जोड़ें`),
      updateSubmit: bi(`Update ${entity.en}`, `${entity.hi} अपडेट करें`),
    },
  });
}

export const district = masterList(
  'district',
  'district',
  'districts',
  bi('Districts', 'ज़िले'),
  bi('District', 'ज़िला'),
  bi('district', 'ज़िला'),
);
export const ward = masterList('ward', 'ward', 'wards', bi('Wards', 'वार्ड'), bi('Ward', 'वार्ड'), bi('ward', 'वार्ड'));
export const grievanceType = masterList(
  'grievanceType',
  'grievance-type',
  'grievancetypes',
  bi('Grievance Types', 'शिकायत प्रकार'),
  bi('Grievance Type', 'शिकायत प्रकार'),
  bi('grievance type', 'शिकायत प्रकार'),
);
