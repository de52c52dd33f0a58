import {
  clearedSessionCookie,
  publicSiteInfo,
  secureCookiesFor,
  sessionCookie,
  type PortalApi,
  type TradeLicenceInput,
} from '@nagar/contract';
import type { NewApplication } from '../licences/service.ts';
import { licenceCertificate } from '../licences/certificate.ts';
import type { Services } from '../services.ts';
import { officialsWhere } from '../routes/officials.ts';
import { countByStatus } from '../complaints/counts.ts';
import { complaintReport, lastTwelveMonths } from '../complaints/reports.ts';
import { complaintReceiptPdf } from '../complaints/receipt-pdf.ts';
import { searchSite } from '../search/directory.ts';
import { findMyWard } from '../localities/find-my-ward.ts';
import { recordRefusal } from '../audit/refusals.ts';
import { otpauthUri } from '../auth/two-factor.ts';
import { httpError } from '../lib/errors.ts';
import { expiringSoon } from '../routes/expiring.ts';
import { siteLastUpdated } from '../content/last-updated.ts';

/** The signed-in person of a session token (a page's action), or 401. */
async function sessionOf(services: Services, token: string) {
  const user = await services.accounts.authenticate(token);
  if (!user) throw httpError(401, 'notSignedIn');
  return user;
}

/** What `read` answers, or null where it refuses with 404 (the page says what is not there). */
async function nullIfNotFound<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch (err) {
    if ((err as { status?: number }).status === 404) return null;
    throw err;
  }
}

/** A page's application as the licence service reads it (the documents' bytes as Buffers). */
const licenceInput = (input: TradeLicenceInput): NewApplication => ({
  ...input,
  documents: input.documents.map((d) => ({ kind: d.kind, file: { filename: d.filename, data: Buffer.from(d.data) } })),
});

/** The services as the web routes see them (a narrow surface, defined in the contract). */
export function portalApi(services: Services, apiDocument: () => unknown = () => ({})): PortalApi {
  return {
    async list(resource, query = {}) {
      const page = await services.resource(resource).listPublicJson(query);
      return { items: page.items, total: page.total };
    },
    archiveYears: (resource) => services.resource(resource).archiveYears(),
    expiring: () => expiringSoon(services),
    get: (resource, id) => nullIfNotFound(() => services.resource(resource).get(id)),
    async tenders(state, query = {}) {
      const service = services.resource('tender');
      const page = await service.listPublicJson(query, service.binding.publicFilter?.({ state }));
      return { items: page.items, total: page.total };
    },
    async officials(designations, homeOnly) {
      const { key, where } = officialsWhere([...designations], homeOnly);
      return (await services.resource('official').listPublicJson({}, { key, where })).items;
    },
    complaintOptions: () => services.complaints.options(),
    async grievanceStats() {
      const { from, to, total, byWard } = await complaintReport(services.db, services.cache, lastTwelveMonths());
      return { from, to, total, byWard };
    },
    fileComplaint: ({ photos, fields }, ip) =>
      services.complaints.file({ ...fields, photos: photos.map((p) => ({ filename: p.filename, data: Buffer.from(p.data) })) }, ip),
    sendContactMessage: (fields, ip) => services.contact.send(fields, ip),
    propertyTaxDues: (no, last4, ip) => services.propertyTax.lookup(no, last4, ip),
    submitTradeLicence: (input, ip) => services.licences.submit(licenceInput(input), ip),
    tradeLicenceAcknowledgement: (no, mobile, ip) => services.licences.acknowledgement(no, mobile, ip),
    trackTradeLicence: (no, mobile, ip) => services.licences.track(no, mobile, ip),
    correctTradeLicence: (no, mobile, input, ip) => services.licences.correct(no, mobile, licenceInput(input), ip),
    licenceCertificatePdf: (no, mobile, ip) => licenceCertificate(services, no, mobile, ip),
    uploadLimits: () => ({ imageMaxBytes: services.config.imageMaxBytes, documentMaxBytes: services.config.documentMaxBytes }),
    licencesExpiring: () => services.licences.expiring(),
    verifyLicence: (licenceNo) => nullIfNotFound(() => services.licences.verify(licenceNo)),
    trackComplaint: (no, mobile, ip) => services.complaints.track(no, mobile, ip),
    remindComplaint: (no, mobile, ip) => services.complaints.remind(no, mobile, ip),
    complaintReceiptPdf: (no, proof, ip) => complaintReceiptPdf(services, no, proof, ip),
    reopenComplaint: (no, proof, { reason, photos }, ip) =>
      services.complaints.reopen(
        no,
        proof,
        { reason, photos: photos.map((p) => ({ filename: p.filename, data: Buffer.from(p.data) })) },
        ip,
      ),
    rateComplaint: (no, proof, input, ip) => services.complaints.rate(no, proof, input, ip),
    publicComplaints: (filters) => services.complaints.listPublic(filters),
    complaintCounts: () => services.cache.get('complaint-count', () => countByStatus(services.db)),
    search: (q) => searchSite(services, q),
    findMyWard: (q) => findMyWard(services, q),
    login: (email, password, ip, code) => services.accounts.login(email, password, ip, code),
    async twoFactorSetup(token) {
      const user = await sessionOf(services, token);
      const secret = await services.accounts.setupTwoFactor(user);
      return { secret, otpauthUri: otpauthUri(secret, new URL(services.config.publicUrl).host, user.email) };
    },
    twoFactorConfirm: async (token, code, ip) => services.accounts.confirmTwoFactor(await sessionOf(services, token), code, ip),
    changePassword: async (token, current, next) => services.accounts.changePassword(await sessionOf(services, token), current, next),
    async logout(token, ip) {
      const user = await services.accounts.authenticate(token);
      if (user) await services.accounts.logout(user, ip);
    },
    sessionCookie(token) {
      const secure = secureCookiesFor(services.config.publicUrl);
      return token === null ? clearedSessionCookie(secure) : sessionCookie(token, secure);
    },
    accessRefused: (user, path, ip) =>
      recordRefusal(services.db, user, ip, { entity: 'page', entityId: path.slice(0, 300) }).then(() => {}),
    site: async () => publicSiteInfo(await services.settings.read()),
    siteUpdated: () => siteLastUpdated(services),
    policyPage: (slug) => nullIfNotFound(() => services.policy.view(slug)),
    policyPages: () => services.policy.list(),
    setupChecklist: () => services.settings.checklist(),
    adminList: (resource, query) => services.resource(resource).list(query),
    async complaintSummary(user, newest) {
      const { complaints, db } = services;
      const [counts, overdue, items] = await Promise.all([
        complaints.wardScope(user).then((scope) => countByStatus(db, scope)),
        complaints.listStaff({ overdue: true, pageSize: 1 }, user),
        complaints.newestStaff(newest, user),
      ]);
      return { counts, overdue: overdue.total, newest: items };
    },
    apiDocument: async () => apiDocument(),
  };
}
