import type { WardLookup } from './find-my-ward.ts';
import type { ListQuery, ResourceItem, Role } from './schemas.ts';
import type { ResourceName } from './resources/index.ts';
import type { PublicSiteInfo } from './settings.ts';
import type { ComplaintOptions, ComplaintReport, PublicComplaint, StaffQueueItem, StatusCount, TrackedComplaint } from './complaints.ts';
import type { ComplaintInput } from './complaint-fields.ts';
import type { AdminListQuery } from './list-query.ts';
import type { PolicyPageSource, PolicyPageView } from './policy.ts';
import type { ContactReceipt } from './contact.ts';
import type { PropertyTaxDues } from './property-tax.ts';
import type { LicenceVerification, TrackedTradeLicence, TradeLicenceAcknowledgement, TradeLicenceDocumentKind } from './trade-licence.ts';

/** A trade licence application as a page sends it: the form's fields and its documents. */
export interface TradeLicenceInput {
  fields: Record<string, string | undefined>;
  documents: Array<{ kind: TradeLicenceDocumentKind; filename: string; data: Uint8Array }>;
  language?: string;
  website?: string;
}

/** The signed-in person as the web pages see them. */
export interface PortalUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  expiresAt: string;
  /** Two-factor sign-in is on. */
  twoFactor: boolean;
  /** A restricted session: an admin who must set up two-factor sign-in first (/login/two-factor). */
  mustEnrol: boolean;
  /** A restricted session: signed in with a one-time password, which must be replaced first (/login/new-password). */
  mustChangePassword: boolean;
}

/**
 * One site search hit, in both languages: `title`/`snippet` are the English ones, `titleHi`/`snippetHi` the Hindi
 * ones ('' when the item has no Hindi text; the page then shows the English one marked lang="en"), as a content
 * item carries `<key>` and `<key>Hi` (a type, not an interface, so that the pages' useItemText takes it as an item).
 */
export type SearchHit = {
  resource: string;
  id: number;
  title: string;
  titleHi: string;
  snippet: string;
  snippetHi: string;
  date: string | null;
  url: string | null;
  /** Its validity has ended (issue 29): still found, marked "Archived", linked to its type's archive page. */
  archived?: boolean;
};

/** A record whose "valid until" date is near (GET /api/Admin/expiring). */
export interface ExpiringItem {
  resource: ResourceName;
  id: number;
  title: string;
  validUntil: string;
}

/** What the server hands the web routes' loaders and actions (React Router's load context). */

export interface PortalApi {
  /**
   * A content type's public list. A type with validity (contract ResourceDef.validity) lists its current records,
   * or with `archive` its expired ones (of `year`, by the type's year field).
   */
  list(resource: ResourceName, query?: ListQuery & { archive?: boolean; year?: number }): Promise<{ items: ResourceItem[]; total: number }>;
  /** The years a type's archive holds records of, newest first. */
  archiveYears(resource: ResourceName): Promise<number[]>;
  /** Content whose validity ends within the next 14 days, soonest first (the staff dashboard). */
  expiring(): Promise<ExpiringItem[]>;
  /** One record of a content type, or null. */
  get(resource: ResourceName, id: number): Promise<ResourceItem | null>;
  /** Tenders still open for submission ('current') or closed ('past'), by last date and time (IST). */
  tenders(state: 'current' | 'past', query?: ListQuery): Promise<{ items: ResourceItem[]; total: number }>;
  /** Officials of the given designations, in serial-number order; homeOnly: those shown on the home page. */
  officials(designations: readonly string[], homeOnly: boolean): Promise<ResourceItem[]>;
  complaintCounts(): Promise<StatusCount[]>;
  complaintOptions(): Promise<ComplaintOptions>;
  /** Issue 28: the public record, the last twelve months in all and by ward. */
  grievanceStats(): Promise<Pick<ComplaintReport, 'from' | 'to' | 'total' | 'byWard'>>;
  /**
   * Throws an error with `status`, `message` and per-field `errors` when the complaint is refused. `ip` is the
   * client's address (PortalContext.ip): the service's per-address limits apply to the forms as to the API.
   */
  fileComplaint(
    input: { fields: ComplaintInput; photos: Array<{ filename: string; data: Uint8Array }> },
    ip: string,
  ): Promise<{ complaintNo: string; trackingToken: string }>;
  /**
   * Issue 27: stores a Contact Us message (the page's form); answers its reference. Throws like fileComplaint
   * (`status`, `message`, per-field `errors` and their keys); `ip`: the per-address limit applies to the form too.
   */
  sendContactMessage(fields: Record<string, string | undefined>, ip: string): Promise<ContactReceipt>;
  /**
   * Issue 27: a property's dues by its assessment number; the owner's name and address only with the right last four
   * digits of the mobile on record. Throws 404, 400 (the digits) or 429 like trackComplaint.
   */
  propertyTaxDues(assessmentNo: string, mobileLast4: string | undefined, ip: string): Promise<PropertyTaxDues>;
  /**
   * Issue 27: submits a trade licence application (the page's form, with its documents); throws like fileComplaint.
   * The acknowledgement, tracking and correction take the application's number and mobile.
   */
  submitTradeLicence(input: TradeLicenceInput, ip: string): Promise<TradeLicenceAcknowledgement>;
  tradeLicenceAcknowledgement(applicationNo: string, mobile: string, ip: string): Promise<TradeLicenceAcknowledgement>;
  trackTradeLicence(applicationNo: string, mobile: string, ip: string): Promise<TrackedTradeLicence>;
  correctTradeLicence(applicationNo: string, mobile: string, input: TradeLicenceInput, ip: string): Promise<TrackedTradeLicence>;
  /** The approved application's licence certificate (PDF, English and Hindi); throws like trackTradeLicence, 409 before approval. */
  licenceCertificatePdf(applicationNo: string, mobile: string, ip: string): Promise<{ filename: string; pdf: Uint8Array }>;
  /** The upload limits (IMAGE_MAX_MB, DOCUMENT_MAX_MB) that forms with files state beside their fields. */
  uploadLimits(): { imageMaxBytes: number; documentMaxBytes: number };
  /** Issue 27: active trade licences whose validity ends within 30 days, soonest first (the staff dashboard). */
  licencesExpiring(): Promise<LicenceVerification[]>;
  /** A licence's public verification, or null when there is none. */
  verifyLicence(licenceNo: string): Promise<LicenceVerification | null>;
  /** `proof`: the mobile given when filing, or `{ token }`, the receipt's tracking token (never throttled when right). */
  trackComplaint(complaintNo: string, proof: string | { token: string }, ip: string): Promise<TrackedComplaint>;
  remindComplaint(complaintNo: string, proof: string | { token: string }, ip: string): Promise<TrackedComplaint>;
  /**
   * Issue 27: the complaint's receipt as a PDF (English and Hindi) for whoever may track it: the same proof and look-up
   * limits as trackComplaint; throws like it.
   */
  complaintReceiptPdf(complaintNo: string, proof: string | { token: string }, ip: string): Promise<{ filename: string; pdf: Uint8Array }>;
  /** Issue 28: the citizen reopens a closed complaint with a reason and at most one photo. */
  reopenComplaint(
    complaintNo: string,
    proof: string | { token: string },
    input: { reason: string; photos: Array<{ filename: string; data: Uint8Array }> },
    ip: string,
  ): Promise<TrackedComplaint>;
  /** Issue 28: the citizen rates a resolved complaint 1-5, once. */
  rateComplaint(
    complaintNo: string,
    proof: string | { token: string },
    input: { rating: string; comment: string },
    ip: string,
  ): Promise<TrackedComplaint>;
  publicComplaints(filters: {
    status?: string;
    ward?: string;
    page?: number;
    pageSize?: number;
  }): Promise<{ items: PublicComplaint[]; total: number }>;
  search(q: string): Promise<SearchHit[]>;
  /** Find my ward (issue 27): the wards a locality, landmark, pincode or ward number names. */
  findMyWard(q: string): Promise<WardLookup>;
  /** Throws an error with `status` and a safe `message` on failure. */
  /**
   * Signs in; `code` is the second factor when the account has one. A refusal that asks for it (missing, wrong or
   * used code) carries `twoFactorRequired: true`.
   */
  login(
    email: string,
    password: string,
    ip: string,
    code?: string,
  ): Promise<{ token: string; role: Role; expiresAt: string; twoFactor: boolean; mustEnrol: boolean; mustChangePassword: boolean }>;
  /** Starts (or shows the pending) set-up of two-factor sign-in for the session's account. */
  twoFactorSetup(sessionToken: string): Promise<{ secret: string; otpauthUri: string }>;
  /** Confirms it with a code of the app: the ten recovery codes, shown once. */
  twoFactorConfirm(sessionToken: string, code: string, ip: string): Promise<string[]>;
  /** Changes the session's own password (the current one required; also the forced step after a one-time one). */
  changePassword(sessionToken: string, currentPassword: string, newPassword: string): Promise<void>;
  logout(sessionToken: string, ip?: string): Promise<void>;
  /** The Set-Cookie value of the session cookie (null: the one that removes it), named and flagged by PUBLIC_URL's scheme. */
  sessionCookie(token: string | null): string;
  /** Writes the audit row of a back-office page the person's role may not open (the page guard's 403). */
  accessRefused(user: PortalUser, path: string, ip: string): Promise<void>;
  /** The site settings as stored (read through the public cache): a change shows on the next page without a restart. */
  site(): Promise<PublicSiteInfo>;
  /** When the public content last changed (the footer's "Last updated"), ISO; null on an empty install. */
  siteUpdated(): Promise<string | null>;
  /** A policy page (contract POLICY_SLUGS) as the public sees it, through the public cache; null for another slug. */
  policyPage(slug: string): Promise<PolicyPageView | null>;
  /** The policy pages as the back office edits them (Admin › Policy pages). */
  policyPages(): Promise<PolicyPageSource[]>;
  /** The empty install's first steps (Admin dashboard): which are done. */
  setupChecklist(): Promise<SetupItem[]>;
  /** A content type's back-office list (not cached): search, filters, sort and page as checkListQuery read them. */
  adminList(resource: ResourceName, query: AdminListQuery): Promise<{ items: ResourceItem[]; total: number }>;
  /** The dashboard's complaint figures for this person (a grievance officer's wards): counts, overdue, newest. */
  complaintSummary(user: PortalUser, newest: number): Promise<{ counts: StatusCount[]; overdue: number; newest: StaffQueueItem[] }>;
  /** The API's OpenAPI document (as GET /api/openapi.json serves it), for the reference page. */
  apiDocument(): Promise<unknown>;
}

/** One first step of a new install, with the back-office screen where it is done. */
export interface SetupItem {
  key: 'identity' | 'contacts' | 'logo' | 'districts' | 'wards' | 'grievanceTypes' | 'official' | 'notice' | 'notices' | 'routing';
  done: boolean;
  /** The screen's path, e.g. /admin/settings. */
  href: string;
}

export interface PortalContext {
  portal: PortalApi;
  user: PortalUser | null;
  sessionToken: string | null;
  /** The page's CSP nonce; empty in development, which sends no CSP. */
  cspNonce: string;
  /** The client's address as Fastify sees it (request.ip, after TRUST_PROXY): for the services' limits. */
  ip: string;
  /** The portal's public address (PUBLIC_URL, no trailing slash): absolute links are built from it, never from Host. */
  publicUrl: string;
  /** The request's logger (Fastify's pino child, with the request id): server rendering reports its errors here. */
  log: PageLogger;
  /** The island script's path (/assets/islands-<hash>.js) for pages served without React; null when the build has none. */
  islandScript: string | null;
}

/** The part of the request's pino logger the pages use. */
export interface PageLogger {
  error(obj: object, msg?: string): void;
}
