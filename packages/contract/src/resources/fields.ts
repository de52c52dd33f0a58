import { bi, type FieldDef } from '../resource.ts';

/** Fields that several content types share, spelt as the spec's JSON. */
export const titleField: FieldDef = {
  key: 'title',
  kind: 'text',
  label: bi('Title', 'शीर्षक'),
  required: true,
  requiredMessage: 'titleRequired',
};
export const descriptionField: FieldDef = { key: 'description', kind: 'longtext', label: bi('Description', 'विवरण') };
export const issueDateField: FieldDef = { key: 'issueDate', kind: 'date', label: bi('Issue Date', 'जारी करने की तिथि') };
export const departmentField: FieldDef = { key: 'department', kind: 'text', label: bi('Department', 'विभाग') };
export const documentField: FieldDef = {
  key: 'filePath',
  kind: 'document',
  label: bi('Document', 'दस्तावेज़'),
  filePart: 'DocumentFile',
  base64Part: 'DocumentFileBase64',
  required: true,
  requiredMessage: 'documentRequired',
};
