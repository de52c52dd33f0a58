import { bi, choices, defineResource, formTexts, type FieldDef } from '../resource.ts';
import { validUntilField } from './fields.ts';

const required = (f: FieldDef): FieldDef => ({ ...f, required: true });

/** Document n (1-5) and, from 2 on, its title; the JSON names are the spec's (file, file2..file5). */
function documentFields(n: number): FieldDef[] {
  const key = n === 1 ? 'file' : `file${n}`;
  const part = n === 1 ? 'tender_document' : `tender_document_${n}`;
  const doc: FieldDef = {
    key,
    kind: 'document',
    label: n === 1 ? bi('Tender Document', 'निविदा दस्तावेज़') : bi(`Document ${n}`, `दस्तावेज़ ${n}`),
    filePart: part,
    base64Part: n === 1 ? 'DocumentFileBase64' : `${part}_base64`,
    downloadLabel: n === 1 ? bi('Download Document', 'दस्तावेज़ डाउनलोड करें') : bi(`Download File ${n}`, `फ़ाइल ${n} डाउनलोड करें`),
    ...(n > 1 ? { nameFrom: `tender_title_${n}` } : {}),
    wideOnly: n > 1,
  };
  if (n === 1) return [doc];
  return [
    { key: `tender_title_${n}`, kind: 'text', label: bi(`Document ${n} Title`, `दस्तावेज़ ${n} शीर्षक`), bilingual: true, wideOnly: true },
    doc,
  ];
}

/** A tender's status: a choice from this list (the values the demo content and earlier free text used). */
export const TENDER_STATUSES = choices([
  ['Open', 'खुली'],
  ['Closed', 'बंद'],
  ['Awarded', 'आवंटित'],
  ['Cancelled', 'रद्द'],
]);

export const tender = defineResource({
  name: 'tender',
  api: 'tender',
  prefix: 'Tender',
  body: 'multipart',
  adminPath: 'edittender',
  specAdminPath: true,
  search: { kind: 3 },
  sequentialFilePart: 'file',
  // A closed tender stays under Past Tenders until its validity ends (default: the period after its last date).
  validity: { from: 'last_date_of_submission', year: 'publish_date', path: 'tender/archive' },
  fields: [
    required({ key: 'tender_no', kind: 'text', label: bi('Tender No', 'निविदा संख्या'), max: 100 }),
    required({ key: 'tender_title', kind: 'text', label: bi('Tender Title', 'निविदा शीर्षक'), bilingual: true }),
    { key: 'tender_discreption', kind: 'longtext', label: bi('Description', 'विवरण'), bilingual: true },
    required({ key: 'publish_date', kind: 'date', label: bi('Publish Date', 'प्रकाशन तिथि') }),
    required({
      key: 'last_date_of_submission',
      kind: 'date',
      label: bi('Last Date of Submission', 'जमा करने की अंतिम तिथि'),
      notBefore: 'publish_date',
    }),
    { key: 'last_date_of_submission_time', kind: 'time', label: bi('Last Date of Submission Time', 'जमा करने का अंतिम समय') },
    required({ key: 'status', kind: 'select', label: bi('Status', 'स्थिति'), max: 50, options: TENDER_STATUSES }),
    { key: 'created_date', kind: 'date', label: bi('Created', 'बनाया गया'), serverSet: true },
    validUntilField('last_date_of_submission'),
    ...[1, 2, 3, 4, 5].flatMap(documentFields),
  ],
  // What a clerk scans; the description, time and documents show in the row's details.
  columns: ['tender_no', 'tender_title', 'publish_date', 'last_date_of_submission', 'status'],
  searchFields: ['tender_no', 'tender_title', 'tender_discreption'],
  filters: [
    { kind: 'select', field: 'status' },
    { kind: 'dateRange', field: 'publish_date' },
  ],
  nav: { label: bi('Tender', 'निविदा') },
  texts: {
    heading: bi('Tender', 'निविदा'),
    entity: bi('Tender', 'निविदा'),
    noun: bi('tender', 'निविदा'),
    empty: bi('No Tender found.', 'कोई निविदा नहीं मिली।'),
    ...formTexts(bi('Tender', 'निविदा'), 'नई'),
    processError: bi('There was an error processing the tender.', 'निविदा संसाधित करने में त्रुटि हुई।'),
    // The archive page's title (the current and past tenders' pages have their own).
    publicTitle: bi('Tenders', 'निविदाएँ'),
    publicNotFound: bi('Tender data not found (404).', 'निविदा डेटा नहीं मिला (404)।'),
    publicError: bi('An error occurred while fetching the tender data.', 'निविदा डेटा प्राप्त करते समय त्रुटि हुई।'),
  },
});
