/**
 * The back office's content screens as the spec (§2 'Admin screens', §5, §8) describes them, written out
 * here rather than imported from the contract package, so that a changed text in the app fails the test.
 */

/** A form control to fill, by its visible label (a required field's label also shows a hidden '*'). */
export interface FieldFill {
  label: string;
  value: string;
  /** 'select' picks the option with this label; 'check' ticks a checkbox (value ignored). */
  kind?: 'text' | 'select' | 'check';
  /** A new record's form starts with today's date in it (the issue date, issue 29), not blank. */
  startsToday?: boolean;
}

export interface FileFill {
  /** Label of the file input. */
  label: string;
  /** File name written to the temporary directory. */
  name: string;
  /** Images: PNG or JPEG made with sharp; documents: a PDF from makePdf. */
  type: 'png' | 'jpeg' | 'pdf';
  /** Documents: the start of the row's download link text ('Download Document', 'Download File 2'). */
  link?: string;
}

export interface AdminScreen {
  /** Path under /admin/. */
  path: string;
  /** Path under /api/Admin/ (to count the stored records). */
  api: string;
  /** The screen's level-1 heading. */
  heading: string;
  /** The empty list's message. */
  empty: string;
  /** 'About' in 'Create New About', 'Edit About', 'Create About', 'Update About'. */
  form: string;
  /** The verb of the create title and button where it is not 'Create' ('Add New Video', 'Add Video'). */
  createVerb?: string;
  /** 'About' in 'About created successfully!'. */
  entity: string;
  /** 'about' in 'Are you sure you want to delete this about?'. */
  noun: string;
  /** The Error dialog's message for an empty form, and the field it marks; null: the type has no checks. */
  required: { message: string; label: string } | null;
  fields: FieldFill[];
  files: FileFill[];
  /** The name the row's Edit/Delete buttons carry (title, name or tender title); null: '#<id>'. */
  rowName: string | null;
  /** Texts the new row shows (besides its name), in its columns or its details. */
  rowTexts: string[];
  /** The text field the edit changes, and its new value (a changed name renames the row). */
  edit: { label: string; value: string } | null;
}

export const ADMIN_SCREENS: AdminScreen[] = [
  {
    path: 'editabout',
    api: 'about',
    heading: 'About Us',
    empty: 'No data found.',
    form: 'About',
    entity: 'About',
    noun: 'about',
    required: { message: 'Name are required fields!', label: 'Name' },
    fields: [
      { label: 'Name', value: 'Nagar Parishad Sundarpur' },
      { label: 'Description', value: 'The council serves 42,000 residents in 24 wards.' },
    ],
    files: [{ label: 'Photo', name: 'council-office.png', type: 'png' }],
    rowName: 'Nagar Parishad Sundarpur',
    rowTexts: ['The council serves 42,000 residents in 24 wards.'],
    edit: { label: 'Description', value: 'The council serves 45,000 residents in 26 wards.' },
  },
  {
    path: 'slider',
    api: 'slider',
    heading: 'Slider',
    empty: 'No data found.',
    form: 'Slider',
    entity: 'Slider',
    noun: 'slider',
    required: { message: 'Slide picture is required.', label: 'Slide picture' },
    fields: [],
    files: [{ label: 'Slide picture', name: 'town-square.jpg', type: 'jpeg' }],
    rowName: null,
    rowTexts: [],
    edit: null,
  },
  {
    path: 'editministerofficeremp',
    api: 'minister-officer-employee',
    heading: 'Minister / Officer / Employee',
    empty: 'No data found.',
    form: 'Employee',
    entity: 'Employee',
    noun: 'employee',
    required: { message: 'Name and Email are required fields!', label: 'Name' },
    fields: [
      { label: 'Name', value: 'Ramesh Kumar Sharma' },
      { label: 'Designation', value: 'Executive Officer', kind: 'select' },
      { label: 'Email address', value: 'eo.sundarpur@nagar.example' },
      { label: 'Status', value: 'Active', kind: 'select' },
      { label: 'From Date', value: '2024-04-01' },
      { label: 'Serial No.', value: '3' },
      { label: 'Show on Home Page', value: '', kind: 'check' },
    ],
    files: [{ label: 'Photo', name: 'executive-officer.png', type: 'png' }],
    rowName: 'Ramesh Kumar Sharma',
    // Mobile Number is left empty: the list says N/A.
    rowTexts: ['Executive Officer', 'eo.sundarpur@nagar.example', 'N/A', 'Yes'],
    edit: { label: 'Name', value: 'Ramesh Kumar Sharma (retd.)' },
  },
  {
    path: 'editlatestnews',
    api: 'latest-news',
    heading: 'Latest News',
    empty: 'No Data found.',
    form: 'Latest News',
    entity: 'Latest News',
    noun: 'Latest News',
    required: { message: 'Title and Description are required fields!', label: 'Title' },
    fields: [
      { label: 'Title', value: 'Water supply timings changed' },
      { label: 'Description', value: 'Morning supply runs from 6 to 8 am from Monday.' },
    ],
    files: [],
    rowName: 'Water supply timings changed',
    rowTexts: ['Morning supply runs from 6 to 8 am from Monday.'],
    edit: { label: 'Title', value: 'Water supply timings changed again' },
  },
  {
    path: 'edittender',
    api: 'tender',
    heading: 'Tender',
    empty: 'No Tender found.',
    form: 'Tender',
    entity: 'Tender',
    noun: 'tender',
    required: { message: 'Tender No is required.', label: 'Tender No' },
    fields: [
      { label: 'Tender No', value: 'NPS/2026/017' },
      { label: 'Tender Title', value: 'Supply of LED street lights' },
      { label: 'Description', value: 'Supply of 400 LED street lights of 45 W.' },
      { label: 'Publish Date', value: '2026-03-02' },
      { label: 'Last Date of Submission', value: '2026-03-20' },
      { label: 'Last Date of Submission Time', value: '17:30' },
      { label: 'Status', value: 'Open', kind: 'select' },
      { label: 'Document 2 Title', value: 'Technical specification' },
      { label: 'Document 3 Title', value: 'Bill of quantities' },
      { label: 'Document 4 Title', value: 'Draft agreement' },
      { label: 'Document 5 Title', value: 'Corrigendum 1' },
    ],
    files: [
      { label: 'Tender Document', name: 'tender-notice.pdf', type: 'pdf', link: 'Download Document' },
      { label: 'Document 2', name: 'technical-specification.pdf', type: 'pdf', link: 'Download File 2' },
      { label: 'Document 3', name: 'bill-of-quantities.pdf', type: 'pdf', link: 'Download File 3' },
      { label: 'Document 4', name: 'draft-agreement.pdf', type: 'pdf', link: 'Download File 4' },
      { label: 'Document 5', name: 'corrigendum-1.pdf', type: 'pdf', link: 'Download File 5' },
    ],
    rowName: 'Supply of LED street lights',
    rowTexts: [
      'NPS/2026/017',
      'Supply of 400 LED street lights of 45 W.',
      '2 March 2026',
      '20 March 2026',
      '17:30',
      'Technical specification',
      'Bill of quantities',
      'Draft agreement',
      'Corrigendum 1',
      'Open',
    ],
    edit: { label: 'Tender Title', value: 'Supply and installation of LED street lights' },
  },
  {
    path: 'editnotice',
    api: 'notice',
    heading: 'Notice',
    empty: 'No Notice found.',
    form: 'Notice',
    entity: 'Notice',
    noun: 'notice',
    required: { message: 'Title is a required field!', label: 'Title' },
    fields: [
      { label: 'Title', value: 'Property tax rebate till 31 March' },
      { label: 'Description', value: 'A 5% rebate applies to property tax paid by 31 March.' },
      { label: 'Issue Date', value: '2026-03-01', startsToday: true },
    ],
    files: [{ label: 'Document', name: 'property-tax-rebate.pdf', type: 'pdf', link: 'Download Document' }],
    rowName: 'Property tax rebate till 31 March',
    rowTexts: ['A 5% rebate applies to property tax paid by 31 March.', '1 March 2026'],
    edit: { label: 'Title', value: 'Property tax rebate extended till 15 April' },
  },
  {
    path: 'editcircular',
    api: 'circular',
    heading: 'Circular',
    empty: 'No Circular found.',
    form: 'Circular',
    entity: 'Circular',
    noun: 'circular',
    required: { message: 'Title is a required field!', label: 'Title' },
    fields: [
      { label: 'Title', value: 'Office hours during Ramzan' },
      { label: 'Description', value: 'Offices open from 9 am to 4 pm.' },
      { label: 'Department', value: 'General Administration' },
      { label: 'Issue Date', value: '2026-02-14', startsToday: true },
    ],
    files: [{ label: 'Document', name: 'office-hours.pdf', type: 'pdf', link: 'Download Document' }],
    rowName: 'Office hours during Ramzan',
    rowTexts: ['Offices open from 9 am to 4 pm.', 'General Administration', '14 February 2026'],
    edit: { label: 'Department', value: 'Establishment Section' },
  },
  {
    path: 'editofficeorder',
    api: 'officeorder',
    heading: 'OfficerOrder',
    empty: 'No OfficerOrder found.',
    form: 'Office Order',
    entity: 'Office Order',
    noun: 'office order',
    required: { message: 'Title is a required field!', label: 'Title' },
    fields: [
      { label: 'Title', value: 'Transfer of sanitation inspectors' },
      { label: 'Description', value: 'Inspectors of wards 3 and 7 swap wards from 1 April.' },
      { label: 'Department', value: 'Sanitation' },
      { label: 'Issue Date', value: '2026-03-25', startsToday: true },
    ],
    files: [{ label: 'Document', name: 'transfer-order.pdf', type: 'pdf', link: 'Download Document' }],
    rowName: 'Transfer of sanitation inspectors',
    rowTexts: ['Inspectors of wards 3 and 7 swap wards from 1 April.', 'Sanitation', '25 March 2026'],
    edit: { label: 'Title', value: 'Transfer of sanitation inspectors (revised)' },
  },
  {
    path: 'editgallery',
    api: 'gallery',
    heading: 'Gallery',
    empty: 'No gallery found.',
    form: 'Gallery',
    entity: 'Gallery',
    noun: 'Gallery',
    required: { message: 'Title and Description are required fields!', label: 'Title' },
    fields: [
      { label: 'Title', value: 'Cleanliness drive 2026' },
      { label: 'Description', value: 'Volunteers cleaned the lake shore on Sunday.' },
    ],
    files: [{ label: 'Photo', name: 'cleanliness-drive.jpg', type: 'jpeg' }],
    rowName: 'Cleanliness drive 2026',
    rowTexts: ['Volunteers cleaned the lake shore on Sunday.'],
    edit: { label: 'Description', value: 'Volunteers cleaned the lake shore and the market on Sunday.' },
  },
  {
    path: 'editpressrelease',
    api: 'press-release',
    heading: 'Press Release',
    empty: 'No press release found.',
    form: 'Press Release',
    entity: 'PressRelease',
    noun: 'PressRelease',
    required: { message: 'Title is a required field!', label: 'Title' },
    fields: [
      { label: 'Title', value: 'New fire station inaugurated' },
      { label: 'Description', value: 'The station on the bypass road serves wards 18 to 24.' },
      { label: 'Release News Paper Name', value: 'Dainik Sundarpur Times' },
      { label: 'Releases Page No', value: '4' },
      { label: 'Release Date', value: '2026-03-03' },
    ],
    files: [{ label: 'Photo', name: 'fire-station.png', type: 'png' }],
    rowName: 'New fire station inaugurated',
    rowTexts: ['The station on the bypass road serves wards 18 to 24.', 'Dainik Sundarpur Times', '3 March 2026'],
    edit: { label: 'Release News Paper Name', value: 'Sundarpur Samachar' },
  },
  {
    path: 'testimonials',
    api: 'testimonial',
    heading: 'Testimonials',
    empty: 'No testimonial found.',
    form: 'Testimonial',
    entity: 'Testimonial',
    noun: 'testimonial',
    required: { message: 'Name are required fields!', label: 'Name' },
    fields: [
      { label: 'Name', value: 'Meena Sahu' },
      { label: 'Name (Hindi)', value: 'मीना साहू' },
      { label: 'Ward or place', value: 'Ward 3' },
      { label: 'Quote', value: 'The new water tank has ended the shortage in our lane.' },
      { label: 'Quote (Hindi)', value: 'नई पानी की टंकी से हमारी गली में कमी ख़त्म हो गई।' },
    ],
    files: [{ label: 'Photo', name: 'citizen.png', type: 'png' }],
    rowName: 'Meena Sahu',
    rowTexts: ['Ward 3', 'The new water tank has ended the shortage in our lane.'],
    edit: { label: 'Quote', value: 'The new water tank has ended the summer shortage in our lane.' },
  },
  {
    path: 'holidays',
    api: 'holiday',
    heading: 'Holidays',
    empty: 'No holiday found.',
    form: 'Holiday',
    entity: 'Holiday',
    noun: 'holiday',
    required: { message: 'Occasion is a required field!', label: 'Occasion' },
    fields: [
      { label: 'Occasion', value: 'Independence Day' },
      { label: 'Occasion (Hindi)', value: 'स्वतंत्रता दिवस' },
      { label: 'Date', value: '2026-08-15' },
      { label: 'Type', value: 'Gazetted', kind: 'select' },
    ],
    files: [],
    rowName: 'Independence Day',
    rowTexts: ['स्वतंत्रता दिवस', 'Gazetted'],
    edit: { label: 'Occasion', value: 'Independence Day (national holiday)' },
  },
  {
    path: 'services',
    api: 'service',
    heading: 'Services',
    empty: 'No service found.',
    form: 'Service',
    entity: 'Service',
    noun: 'service',
    required: { message: 'Title is a required field!', label: 'Title' },
    fields: [
      { label: 'Title', value: 'Water connection' },
      { label: 'Title (Hindi)', value: 'नल कनेक्शन' },
      { label: 'Page address', value: 'water-connection' },
      { label: 'Category', value: 'Civic services', kind: 'select' },
      { label: 'Summary', value: 'A new domestic water connection from the council main.' },
      { label: 'Office and counter', value: 'Council office, counter 2' },
      { label: 'Hours', value: 'Monday to Saturday, 10:30 to 17:00' },
      { label: 'Phone', value: '07582-240123' },
    ],
    files: [{ label: 'Application form (PDF)', name: 'water-connection-form.pdf', type: 'pdf', link: 'Download the form' }],
    rowName: 'Water connection',
    rowTexts: ['Civic services', 'water-connection', 'Council office, counter 2', '07582-240123'],
    edit: { label: 'Hours', value: 'Monday to Friday, 10:30 to 17:00' },
  },
  {
    path: 'videos',
    api: 'video',
    heading: 'Videos',
    empty: 'No video found.',
    form: 'Video',
    createVerb: 'Add',
    entity: 'Video',
    noun: 'video',
    required: { message: 'Title is a required field!', label: 'Title' },
    fields: [
      { label: 'Title', value: 'Ward 7 drain cleaning drive' },
      { label: 'YouTube link', value: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
    ],
    files: [{ label: 'Poster image', name: 'drain-drive.png', type: 'png' }],
    rowName: 'Ward 7 drain cleaning drive',
    rowTexts: [],
    edit: { label: 'Title', value: 'Ward 7 drain cleaning drive, May' },
  },
  ...(
    [
      ['districts', 'district', 'Districts', 'District', 'district', 'Sundarpur'],
      ['wards', 'ward', 'Wards', 'Ward', 'ward', 'Ward 7 - Gandhi Nagar'],
      ['grievancetypes', 'grievance-type', 'Grievance Types', 'Grievance Type', 'grievance type', 'Street light not working'],
    ] as const
  ).map(([path, api, heading, entity, noun, name]): AdminScreen => ({
    path,
    api,
    heading,
    empty: 'No data found.',
    form: entity,
    entity,
    noun,
    // Not in the spec (these lists are the portal's own); the message is the grievance form's.
    required: { message: 'Name is required.', label: 'Name' },
    fields: [{ label: 'Name', value: name }],
    files: [],
    rowName: name,
    rowTexts: [],
    edit: { label: 'Name', value: `${name} (renamed)` },
  })),
];
