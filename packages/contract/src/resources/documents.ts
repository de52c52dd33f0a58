import { bi, defineResource, formTexts, publicListTexts, type Bilingual } from '../resource.ts';
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
      ...formTexts(o.entity, 'नया'),
      publicTitle: o.publicTitle,
      ...publicListTexts(o.dataName, o.noun),
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
