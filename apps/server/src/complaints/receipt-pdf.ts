import { eq } from 'drizzle-orm';
import { complaints } from '../db/schema.ts';
import type { Services } from '../services.ts';
import type { CitizenProof } from './service.ts';

/**
 * The receipt of a complaint as a PDF (issue 27), for whoever may see the receipt: the same proof and the same
 * look-up limits as tracking (the receipt's token, or the mobile given when filing; a wrong one is a 404 that does
 * not say which part was wrong). Its QR code and link carry the tracking token, so that the paper needs no mobile;
 * it shows no mobile, name or address.
 */
export async function complaintReceiptPdf(
  services: Pick<Services, 'db' | 'complaints' | 'settings' | 'config'>,
  complaintNo: string,
  proof: CitizenProof,
  ip: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const c = await services.complaints.track(complaintNo, proof, ip);
  const [row] = await services.db
    .select({ token: complaints.trackingToken })
    .from(complaints)
    .where(eq(complaints.complaintNo, c.complaintNo));
  const trackUrl = `${services.config.publicUrl}/trackgrievance?no=${encodeURIComponent(c.complaintNo)}${
    row?.token ? `&t=${encodeURIComponent(row.token)}` : ''
  }`;
  // The PDF makers (pdfkit, fontkit, the fonts: ~14 MB of heap) are loaded with the first document, not at start.
  const { councilForPdf, grievanceReceiptPdf } = await import('../pdf/index.ts');
  const pdf = await grievanceReceiptPdf({
    council: await councilForPdf(services.db, services.settings),
    complaintNo: c.complaintNo,
    filedAt: c.entry_Date,
    type: { en: c.grivance, hi: c.grivanceHi },
    ward: { en: c.ward, hi: c.wardHi },
    dueDate: c.dueDate,
    status: c.status,
    trackUrl,
  });
  return { filename: `grievance-receipt-${c.complaintNo}.pdf`, pdf };
}
