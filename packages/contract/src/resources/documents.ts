import { bi, defineResource, type Bilingual } from '../resource.ts';
import { departmentField, descriptionField, documentField, issueDateField, titleField, validUntilField } from './fields.ts';

/** Circular and Office Order are the same document type with their own names and texts. */
function departmentDocument<N extends string>(o: {
  name: N;
  api: string;
  prefix: string;
  adminPath: string;
  publicPath: string;
  menu: { label: string; position: number };
  search: { kind: number };
  heading: Bilingual;
  entity: Bilingual;
  noun: Bilingual;
  empty: Bilingual;
  publicTitle: Bilingual;
  dataName: Bilingual;
}) {
  return defineResource({
    name: o.name,
    api: o.api,
    prefix: o.prefix,
    body: 'multipart',
    adminPath: o.adminPath,
    specAdminPath: true,
    publicPath: o.publicPath,
    menu: o.menu,
    search: o.search,
    fields: [titleField, descriptionField, departmentField, issueDateField, validUntilField('issueDate'), documentField],
    validity: { from: 'issueDate' },
    columns: ['title', 'description', 'department', 'issueDate', 'filePath'],
    publicColumns: ['id', 'title', 'description', 'department', 'issueDate', 'filePath'],
    filters: [
      { kind: 'text', field: 'department' },
      { kind: 'dateRange', field: 'issueDate' },
    ],
    nav: { label: o.entity },
    texts: {
      heading: o.heading,
      entity: o.entity,
      noun: o.noun,
      empty: o.empty,
      createTitle: bi(`Create New ${o.entity.en}`, `नया ${o.entity.hi} बनाएँ`),
      editTitle: bi(`Edit ${o.entity.en}`, `${o.entity.hi} संपादित करें`),
      createSubmit: bi(`Create ${o.entity.en}`, `${o.entity.hi} बनाएँ`),
      updateSubmit: bi(`Update ${o.entity.en}`, `${o.entity.hi} अपडेट करें`),
      publicTitle: o.publicTitle,
      publicEmpty: bi(`No ${o.dataName.en} entries found.`, `कोई ${o.dataName.hi} प्रविष्टि नहीं मिली।`),
      publicLoading: bi(`Loading ${o.dataName.en} data...`, `${o.dataName.hi} डेटा लोड हो रहा है...`),
      // Spec §8 begins the sentence with a capital: 'Circular data not found (404).'
      publicNotFound: bi(
        `${o.dataName.en.charAt(0).toUpperCase()}${o.dataName.en.slice(1)} data not found (404).`,
        `${o.dataName.hi} डेटा नहीं मिला (404)।`,
      ),
      publicError: bi(`An error occurred while fetching the ${o.dataName.en} data.`, `${o.dataName.hi} डेटा प्राप्त करते समय त्रुटि हुई।`),
      processError: bi(`There was an error processing the ${o.noun.en}.`, `${o.noun.hi} संसाधित करने में त्रुटि हुई।`),
    },
  });
}

export const circular = departmentDocument({
  name: 'circular',
  api: 'circular',
  prefix: 'Circular',
  adminPath: 'editcircular',
  publicPath: 'circulars',
  menu: { label: 'nav.circulars', position: 2 },
  search: { kind: 1 },
  heading: bi('Circular', 'परिपत्र'),
  entity: bi('Circular', 'परिपत्र'),
  noun: bi('circular', 'परिपत्र'),
  empty: bi('No Circular found.', 'कोई परिपत्र नहीं मिला।'),
  publicTitle: bi('Circulars', 'परिपत्र'),
  dataName: bi('circular', 'परिपत्र'),
});

export const officeOrder = departmentDocument({
  name: 'officeOrder',
  api: 'officeorder',
  prefix: 'OfficeOrder',
  adminPath: 'editofficeorder',
  publicPath: 'officeorder',
  menu: { label: 'nav.officeOrder', position: 4 },
  search: { kind: 2 },
  heading: bi('OfficerOrder', 'कार्यालय आदेश'),
  entity: bi('Office Order', 'कार्यालय आदेश'),
  noun: bi('office order', 'कार्यालय आदेश'),
  empty: bi('No OfficerOrder found.', 'कोई कार्यालय आदेश नहीं मिला।'),
  publicTitle: bi('Office Order', 'कार्यालय आदेश'),
  dataName: bi('Office Order', 'कार्यालय आदेश'),
});
