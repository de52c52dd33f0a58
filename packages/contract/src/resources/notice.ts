import { bi, defineResource } from '../resource.ts';
import { documentField, descriptionField, issueDateField, titleField, validUntilField } from './fields.ts';

export const notice = defineResource({
  name: 'notice',
  api: 'notice',
  prefix: 'Notice',
  body: 'multipart',
  adminPath: 'editnotice',
  publicPath: 'notice',
  fields: [titleField, descriptionField, issueDateField, validUntilField('issueDate'), documentField],
  validity: { from: 'issueDate' },
  columns: ['title', 'description', 'issueDate', 'filePath'],
  publicColumns: ['id', 'title', 'description', 'issueDate', 'filePath'],
  filters: [{ kind: 'dateRange', field: 'issueDate' }],
  nav: { label: bi('Notice', 'सूचना') },
  texts: {
    heading: bi('Notice', 'सूचना'),
    entity: bi('Notice', 'सूचना'),
    noun: bi('notice', 'सूचना'),
    empty: bi('No Notice found.', 'कोई सूचना नहीं मिली।'),
    createTitle: bi('Create New Notice', 'नई सूचना बनाएँ'),
    editTitle: bi('Edit Notice', 'सूचना संपादित करें'),
    createSubmit: bi('Create Notice', 'सूचना बनाएँ'),
    updateSubmit: bi('Update Notice', 'सूचना अपडेट करें'),
    publicTitle: bi('Notice', 'सूचना'),
    publicEmpty: bi('No notice entries found.', 'कोई सूचना प्रविष्टि नहीं मिली।'),
    publicLoading: bi('Loading notice data...', 'सूचना डेटा लोड हो रहा है...'),
    publicNotFound: bi('Notice data not found (404).', 'सूचना डेटा नहीं मिला (404)।'),
    publicError: bi('An error occurred while fetching the notice data.', 'सूचना डेटा प्राप्त करते समय त्रुटि हुई।'),
    processError: bi('There was an error processing the notice.', 'सूचना संसाधित करने में त्रुटि हुई।'),
  },
});
