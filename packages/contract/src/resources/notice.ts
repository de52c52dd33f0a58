import { bi, defineResource, formTexts, publicListTexts } from '../resource.ts';
import { documentField, descriptionField, issueDateField, titleField, validUntilField } from './fields.ts';

/** As the spec's messages name a notice ('There was an error processing the notice.'). */
const noun = bi('notice', 'सूचना');

export const notice = defineResource({
  name: 'notice',
  api: 'notice',
  prefix: 'Notice',
  body: 'multipart',
  adminPath: 'editnotice',
  specAdminPath: true,
  publicPath: 'notice',
  menu: { label: 'nav.notice', position: 1 },
  search: { kind: 0 },
  fields: [titleField, descriptionField, issueDateField, validUntilField('issueDate'), documentField],
  validity: { from: 'issueDate' },
  columns: ['title', 'description', 'issueDate', 'filePath'],
  publicColumns: ['id', 'title', 'description', 'issueDate', 'filePath'],
  filters: [{ kind: 'dateRange', field: 'issueDate' }],
  nav: { label: bi('Notice', 'सूचना') },
  texts: {
    heading: bi('Notice', 'सूचना'),
    entity: bi('Notice', 'सूचना'),
    noun,
    empty: bi('No Notice found.', 'कोई सूचना नहीं मिली।'),
    ...formTexts(bi('Notice', 'सूचना'), 'नई'),
    publicTitle: bi('Notice', 'सूचना'),
    ...publicListTexts(noun, noun),
  },
});
