import { bi, type Bilingual } from './resource.ts';

/** The statuses staff can set, in workflow order (one list for the form, the filters and the charts). */
export const COMPLAINT_STATUSES = ['Open', 'Pending', 'In Progress', 'Resolved', 'Rejected'] as const;
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number];

/**
 * Spec §4 badge colours (Resolved green, Pending and Open yellow, Rejected red, anything else grey); the
 * charts use the same colours, so a slice and its badge always match. Text colour keeps 4.5:1 contrast.
 */
export const STATUS_STYLE: Record<string, { fill: string; text: string; label: Bilingual }> = {
  Open: { fill: '#ffc107', text: '#000', label: bi('Open', 'खुली') },
  Pending: { fill: '#e0a800', text: '#000', label: bi('Pending', 'लंबित') },
  'In Progress': { fill: '#0d6efd', text: '#fff', label: bi('In Progress', 'प्रगति पर') },
  Resolved: { fill: '#198754', text: '#fff', label: bi('Resolved', 'निस्तारित') },
  Rejected: { fill: '#dc3545', text: '#fff', label: bi('Rejected', 'अस्वीकृत') },
};
export const OTHER_STATUS_STYLE = { fill: '#6c757d', text: '#fff' };

export interface StatusCount {
  status: string;
  count: number;
}

/** Spec §9: up to 2 public photos per complaint; eGov PGR: description up to 4,000 characters. */
export const COMPLAINT_MAX_PHOTOS = 2;
export const COMPLAINT_TEXT_MAX = 4000;
export const COMPLAINT_SHORT_MAX = 300;
/** Open statuses: the queue puts these first, oldest first. */
export const OPEN_STATUSES: readonly string[] = ['Open', 'Pending', 'In Progress'];
/** Statuses that need remarks (the citizen must learn why). */
export const STATUSES_NEEDING_REMARKS: readonly string[] = ['Resolved', 'Rejected'];
export const COMPLAINT_NO_RE = /^GRV-\d{4}-\d{6}$/;
/** A citizen may send one reminder per complaint a day. */
export const REMINDER_INTERVAL_HOURS = 24;
/** Complaints filed per IP address and window before 429. */
export const COMPLAINT_RATE_LIMIT = { max: 5, windowMinutes: 10 };

/** Public shape of a complaint: never the citizen's name or mobile number. */
export interface PublicComplaint {
  id: number;
  complaintNo: string;
  /** The district, ward and grievance type as filed: their English names in the council's lists (the spec's values). */
  district: string;
  ward: string;
  grivance: string;
  /** Their Hindi names in the lists as they are now; '' when the list has none (or no longer has the name). */
  districtHi: string;
  wardHi: string;
  grivanceHi: string;
  additional_Information: string;
  landmark: string;
  your_Suggestion: string;
  status: string;
  entry_Date: string;
  action_By: string | null;
  action_Date: string | null;
  reminders: Array<{ message: string; at: string }>;
  pub_Image_1: string | null;
  pub_Image_2: string | null;
  action_Image_1: string | null;
  action_Image_2: string | null;
}

export interface ComplaintAction {
  at: string;
  status: string;
  remarks: string;
  /** Who acted, by role (staff names are not shown to the public): 'Citizen' or the council's English name (settings). */
  actorRole: string;
  /**
   * The same as a key that pages name in their language (complaints.actors in the web's catalogues): 'citizen', or 'council' for staff
   * in the public view; the staff view names the staff member's role ('admin', 'officer', ...).
   */
  actor: string;
  images: string[];
}

export interface TrackedComplaint extends PublicComplaint {
  history: ComplaintAction[];
  canRemind: boolean;
}

/** Staff view: everything the citizen gave, and the age and overdue mark of the queue. */
export interface StaffComplaint extends TrackedComplaint {
  citizenName: string;
  mobile: string;
  consent: boolean;
  ageDays: number;
  overdue: boolean;
}

/** A complaint in the staff queue and on the dashboard: the staff view without the history (its own page has it). */
export type StaffQueueItem = Omit<StaffComplaint, 'history'>;

/**
 * The grievance form's lists by their English names (what a complaint stores), each with its Hindi names beside
 * it under `<list>Hi`, in the same order ('' where a name has no Hindi).
 */
export interface ComplaintOptions {
  districts: string[];
  wards: string[];
  grievanceTypes: string[];
  districtsHi: string[];
  wardsHi: string[];
  grievanceTypesHi: string[];
}

/** Options with no entries (before the lists are read, or when they cannot be). */
export const NO_COMPLAINT_OPTIONS: ComplaintOptions = {
  districts: [],
  wards: [],
  grievanceTypes: [],
  districtsHi: [],
  wardsHi: [],
  grievanceTypesHi: [],
};
