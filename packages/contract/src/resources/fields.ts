import { bi, type FieldDef } from '../resource.ts';

/** Fields that several content types share, spelt as the spec's JSON. */
export const titleField: FieldDef = {
  key: 'title',
  kind: 'text',
  label: bi('Title', 'शीर्षक'),
  bilingual: true,
  required: true,
  requiredMessage: 'titleRequired',
};
export const descriptionField: FieldDef = { key: 'description', kind: 'longtext', label: bi('Description', 'विवरण'), bilingual: true };
/** A document's issue date: required (a notice without one read "N/A"); the admin form starts with today. */
export const issueDateField: FieldDef = {
  key: 'issueDate',
  kind: 'date',
  label: bi('Issue Date', 'जारी करने की तिथि'),
  required: true,
  requiredMessage: 'issueDateRequired',
  defaultToday: true,
};
/**
 * "Valid until" (optional; a new record without it gets the type's default period, see ResourceDef.validity).
 * `notBefore`: the date it may not precede (the issue date).
 */
export const validUntilField = (notBefore?: string): FieldDef => ({
  key: 'validUntil',
  kind: 'date',
  label: bi('Valid until', 'तक मान्य'),
  ...(notBefore ? { notBefore } : {}),
  wideOnly: true,
});
export const departmentField: FieldDef = { key: 'department', kind: 'text', label: bi('Department', 'विभाग'), bilingual: true };
export const documentField: FieldDef = {
  key: 'filePath',
  kind: 'document',
  label: bi('Document', 'दस्तावेज़'),
  filePart: 'DocumentFile',
  base64Part: 'DocumentFileBase64',
  required: true,
  requiredMessage: 'documentRequired',
};

export const imageField = (key: string, filePart: string, label = bi('Photo', 'फ़ोटो')): FieldDef => ({
  key,
  kind: 'image',
  label,
  filePart,
  base64Part: `${filePart}Base64`,
});

/** Title and Description both required, with the spec's shared message (Latest News, Gallery). */
export const requiredTitle = (message: FieldDef['requiredMessage']): FieldDef => ({ ...titleField, requiredMessage: message });
export const requiredDescription = (message: FieldDef['requiredMessage']): FieldDef => ({
  ...descriptionField,
  required: true,
  requiredMessage: message,
});
