import { bi, choices, defineResource, formTexts } from '../resource.ts';
import { imageField } from './fields.ts';

/** Spec §3: the designations the public pages filter on. */
export const DESIGNATIONS = choices([
  ['Chief Minister', 'मुख्यमंत्री'],
  ['Minister', 'मंत्री'],
  ['Principal Secretary', 'प्रमुख सचिव'],
  ['Chairman', 'अध्यक्ष'],
  ['Vice Chairman', 'उपाध्यक्ष'],
  ['Executive Officer', 'मुख्य नगर पालिका अधिकारी'],
  ['Ward Parshad', 'वार्ड पार्षद'],
  ['Standing Committee Members', 'स्थायी समिति सदस्य'],
  ['IT', 'आईटी'],
  ['Operators', 'ऑपरेटर'],
  ['Officers', 'अधिकारी'],
  ['Employees', 'कर्मचारी'],
]);

/** Spec §7: the designations each public page asks for. */
export const DESIGNATION_GROUPS = {
  home: ['Chief Minister', 'Minister', 'Principal Secretary', 'Chairman', 'Vice Chairman', 'Executive Officer'],
  about: ['Chief Minister', 'Minister', 'Principal Secretary', 'Chairman', 'Executive Officer'],
  wardparsad: ['Ward Parshad'],
  executiveofficer: ['Executive Officer'],
  chairman: ['Chairman'],
  employeelist: ['IT', 'Operators', 'Officers', 'Employees'],
  standingcommitee: ['Standing Committee Members'],
} as const;

/** An official's employment status: a choice from this list (the demo content's officials are all Active). */
export const EMPLOYEE_STATUSES = choices([
  ['Active', 'कार्यरत'],
  ['On Leave', 'अवकाश पर'],
  ['Transferred', 'स्थानांतरित'],
  ['Retired', 'सेवानिवृत्त'],
  ['Former', 'पूर्व'],
]);

export const official = defineResource({
  name: 'official',
  api: 'minister-officer-employee',
  prefix: 'MinisterOfficerEmployee',
  body: 'multipart',
  adminPath: 'editministerofficeremp',
  specAdminPath: true,
  fields: [
    { key: 'name', kind: 'text', label: bi('Name', 'नाम'), bilingual: true, required: true, requiredMessage: 'nameEmailRequired' },
    // Required: an official without one would appear on no public page.
    {
      key: 'designation',
      kind: 'select',
      label: bi('Designation', 'पदनाम'),
      required: true,
      requiredMessage: 'designationRequired',
      options: DESIGNATIONS,
    },
    { key: 'emailAddres', kind: 'email', label: bi('Email address', 'ईमेल पता'), required: true, requiredMessage: 'nameEmailRequired' },
    { key: 'status', kind: 'select', label: bi('Status', 'स्थिति'), max: 50, options: EMPLOYEE_STATUSES },
    // Issue 27: the ward a Ward Parshad represents or an officer serves (Find my ward); optional.
    { key: 'wardId', kind: 'reference', references: 'ward', label: bi('Ward', 'वार्ड') },
    { key: 'postRemarks', kind: 'text', label: bi('Post Remarks', 'पद टिप्पणी'), bilingual: true },
    { key: 'mobileNumber', kind: 'mobile', label: bi('Mobile Number', 'मोबाइल नंबर') },
    { key: 'landLineNumber', kind: 'phone', label: bi('Landline Number', 'लैंडलाइन नंबर') },
    { key: 'fromDate', kind: 'date', label: bi('From Date', 'से दिनांक') },
    { key: 'toDate', kind: 'date', label: bi('To Date', 'तक दिनांक'), notBefore: 'fromDate' },
    { key: 'serialNo', kind: 'integer', label: bi('Serial No.', 'क्रम संख्या') },
    { key: 'showHomePage', kind: 'boolean', label: bi('Show on Home Page', 'होम पेज पर दिखाएँ') },
    imageField('photoPath', 'Photo'),
  ],
  columns: ['serialNo', 'photoPath', 'name', 'designation', 'emailAddres', 'mobileNumber', 'showHomePage'],
  searchFields: ['name', 'emailAddres', 'postRemarks', 'mobileNumber'],
  filters: [
    { kind: 'select', field: 'designation' },
    { kind: 'select', field: 'status' },
  ],
  nav: { label: bi('Minister/Officer/Emp.', 'मंत्री/अधिकारी/कर्मचारी') },
  texts: {
    heading: bi('Minister / Officer / Employee', 'मंत्री / अधिकारी / कर्मचारी'),
    entity: bi('Employee', 'कर्मचारी'),
    noun: bi('employee', 'कर्मचारी'),
    empty: bi('No data found.', 'कोई डेटा नहीं मिला।'),
    ...formTexts(bi('Employee', 'कर्मचारी'), 'नया', 'जोड़ें'),
  },
});
