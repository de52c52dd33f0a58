import type { ComplaintAnswerFields } from './complaint-fields.ts';
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
/** Issue 28: a grievance type's resolution time in days (the master list), unless staff set another. */
export const COMPLAINT_DEFAULT_RESOLUTION_DAYS = 7;
export const COMPLAINT_RESOLUTION_DAYS_MAX = 365;
/** Issue 28: days after its closing (resolved or rejected) within which the citizen may reopen a complaint (a setting). */
export const COMPLAINT_REOPEN_DAYS_DEFAULT = 15;
export const COMPLAINT_REOPEN_DAYS_MAX = 90;
/** The citizen's rating of a resolution: 1 (poor) to 5 (very good), with an optional comment this long. */
export const COMPLAINT_RATING_MAX = 5;
export const COMPLAINT_RATING_COMMENT_MAX = 1000;
/**
 * How a complaint came in (issue 28): filed by the citizen on the web, or by staff for a citizen who came to the
 * counter, phoned or wrote. Kept with the complaint (complaints.source) and reported.
 */
export const COMPLAINT_CHANNELS = ['web', 'counter', 'phone', 'letter'] as const;
export type ComplaintChannel = (typeof COMPLAINT_CHANNELS)[number];
/** Complaints filed per IP address and window before 429. */
export const COMPLAINT_RATE_LIMIT = { max: 5, windowMinutes: 10 };

/**
 * Public shape of a complaint: never the citizen's name or mobile number. Its fields as filed (ComplaintAnswerFields,
 * from COMPLAINT_FIELDS): the district, ward and grievance type by their English names in the council's lists (the
 * spec's values) and by their Hindi names in the lists as they are now ('' when the list has none, or no longer has
 * the name); the texts as typed.
 */
export interface PublicComplaint extends ComplaintAnswerFields {
  id: number;
  complaintNo: string;
  status: string;
  entry_Date: string;
  /** Issue 28: when the complaint is due to be resolved (filing or reopening + its type's resolution days). */
  dueDate: string;
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
  /** The staff member who acted, by name: in the staff view only (null: the citizen, the system or a removed account). */
  actorName?: string | null;
  images: string[];
  /** The citizen reopened the complaint here (issue 28): the remarks are their reason. */
  reopened: boolean;
  /** '' (a status), 'assigned' (by the routing rules or staff) or 'escalated' (past its due date). */
  event: ComplaintEvent;
  /** To whom it was assigned or escalated here (a name and role, never an e-mail); null for a status. */
  assignee: ComplaintAssignee | null;
}

export const COMPLAINT_EVENTS = ['', 'assigned', 'escalated'] as const;
export type ComplaintEvent = (typeof COMPLAINT_EVENTS)[number];

/** The officer a complaint is assigned to, as the citizen may see them: a name and a role, never an e-mail. */
export interface ComplaintAssignee {
  name: string;
  /** 'officer' or 'admin'. */
  role: string;
}

/** The citizen's rating of the resolution (issue 28), given once. */
export interface ComplaintRating {
  rating: number;
  comment: string;
  at: string;
}

export interface TrackedComplaint extends PublicComplaint {
  history: ComplaintAction[];
  canRemind: boolean;
  /** The citizen may reopen it now: closed (resolved or rejected) within the council's reopening days. */
  canReopen: boolean;
  /** The last day it may be reopened (ISO), while closed and reopening is allowed; else null. */
  reopenUntil: string | null;
  /** How many times the citizen reopened it. */
  reopened: number;
  /** The citizen's rating, once given; null before. */
  rating: ComplaintRating | null;
  /** The citizen may rate it now: resolved and not rated yet. */
  canRate: boolean;
  /** The officer it is assigned to now (issue 28), or null. */
  assignedTo: ComplaintAssignee | null;
  /** How many levels it escalated past its due date (0: none). */
  escalationLevel: number;
}

/** Staff view: everything the citizen gave, and the age and overdue mark of the queue. */
export interface StaffComplaint extends TrackedComplaint {
  /** How it came in (COMPLAINT_CHANNELS). */
  channel: string;
  citizenName: string;
  mobile: string;
  consent: boolean;
  ageDays: number;
  overdue: boolean;
  /** The assigned officer's account (staff only), or null. */
  assignedToId: number | null;
  /** The citizen's e-mail address ('' when not given). */
  email: string;
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
  /** Each grievance type's resolution time in days, in the same order (issue 28). */
  grievanceTypeDays: number[];
}

/** Options with no entries (before the lists are read, or when they cannot be). */
export const NO_COMPLAINT_OPTIONS: ComplaintOptions = {
  districts: [],
  wards: [],
  grievanceTypes: [],
  districtsHi: [],
  wardsHi: [],
  grievanceTypesHi: [],
  grievanceTypeDays: [],
};

/** The longest range of a complaints report, in days (two years). */
export const REPORT_MAX_DAYS = 731;

/**
 * How the council did on the complaints filed in a range (issue 28): how many were filed, are resolved, were
 * resolved by their due date, were reopened and rated, the average rating and the median days from filing to
 * resolution (null when none).
 */
export interface ComplaintFigures {
  filed: number;
  resolved: number;
  resolvedOnTime: number;
  reopened: number;
  rated: number;
  averageRating: number | null;
  medianDaysToResolve: number | null;
}

/** The complaints report of a range (both days included, India's time): in all, by ward, by type, by channel. */
export interface ComplaintReport {
  from: string;
  to: string;
  total: ComplaintFigures;
  byWard: Array<ComplaintFigures & { ward: string; wardHi: string }>;
  byType: Array<ComplaintFigures & { type: string; typeHi: string }>;
  byChannel: Array<ComplaintFigures & { channel: string }>;
}
