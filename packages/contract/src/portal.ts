import type { ListQuery, ResourceItem, Role } from './schemas.ts';
import type { Bilingual } from './resource.ts';
import type { ComplaintOptions, PublicComplaint, StatusCount, TrackedComplaint } from './complaints.ts';

/** The signed-in person as the web pages see them. */
export interface PortalUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  expiresAt: string;
}

export interface SiteInfo {
  councilName: Bilingual;
  stateName: Bilingual;
  address: Bilingual;
  email: string;
  phone: string;
  tollFree: string;
  /** The state's RTI portal (Important Links). */
  rtiUrl: string;
  /** Further Important Links; shown only when set (no dead placeholder links). */
  importantLinks: Array<{ label: Bilingual; url: string }>;
  /** Social profiles, shown only when set. */
  social: Partial<Record<'facebook' | 'x' | 'youtube' | 'instagram', string>>;
  /** The council's app download, shown only when set. */
  appUrl?: string;
  /** Map embed on the contact page, shown only when set. */
  mapEmbedUrl?: string;
  /** Where the council office is: the contact page's map (loaded on request) is centred here. */
  location?: { lat: number; lon: number };
  /** Office hours, the one text the About and Contact pages both show. */
  officeHours: Bilingual;
  /** The clean-India campaign's site. */
  cleanIndiaUrl: string;
}

/** What the server hands the web routes' loaders and actions (React Router's load context). */
export interface SearchHit {
  resource: string;
  id: number;
  title: string;
  snippet: string;
  date: string | null;
  url: string | null;
}

export interface PortalApi {
  list(resource: string, query?: ListQuery): Promise<{ items: ResourceItem[]; total: number }>;
  /** One record of a content type, or null. */
  get(resource: string, id: number): Promise<ResourceItem | null>;
  /** Tenders still open for submission ('current') or closed ('past'), by last date and time (IST). */
  tenders(state: 'current' | 'past', query?: ListQuery): Promise<{ items: ResourceItem[]; total: number }>;
  /** Officials of the given designations, in serial-number order; homeOnly: those shown on the home page. */
  officials(designations: readonly string[], homeOnly: boolean): Promise<ResourceItem[]>;
  complaintCounts(): Promise<StatusCount[]>;
  complaintOptions(): Promise<ComplaintOptions>;
  /**
   * Throws an error with `status`, `message` and per-field `errors` when the complaint is refused. `ip` is the
   * client's address (PortalContext.ip): the service's per-address limits apply to the forms as to the API.
   */
  fileComplaint(input: { fields: Record<string, string | undefined>; photos: Array<{ filename: string; data: Uint8Array }> }, ip: string): Promise<{ complaintNo: string }>;
  trackComplaint(complaintNo: string, mobile: string, ip: string): Promise<TrackedComplaint>;
  remindComplaint(complaintNo: string, mobile: string, ip: string): Promise<TrackedComplaint>;
  publicComplaints(filters: { status?: string; ward?: string; page?: number; pageSize?: number }): Promise<{ items: PublicComplaint[]; total: number }>;
  search(q: string): Promise<SearchHit[]>;
  /** Throws an error with `status` and a safe `message` on failure. */
  login(email: string, password: string, ip: string): Promise<{ token: string; role: Role; expiresAt: string }>;
  logout(sessionToken: string, ip?: string): Promise<void>;
  /** Writes the audit row of a back-office page the person's role may not open (the page guard's 403). */
  accessRefused(user: PortalUser, path: string, ip: string): Promise<void>;
  site: SiteInfo;
}

export interface PortalContext {
  portal: PortalApi;
  user: PortalUser | null;
  sessionToken: string | null;
  /** The page's CSP nonce; empty in development, which sends no CSP. */
  cspNonce: string;
  /** The client's address as Fastify sees it (request.ip, after TRUST_PROXY): for the services' limits. */
  ip: string;
}
