import { eq } from 'drizzle-orm';
import { TRADE_CATEGORY_LABELS } from '@nagar/contract';
import type { Services } from '../services.ts';
import { wards } from '../db/schema.ts';

/**
 * The certificate of an approved application (API and the tracking page): whoever may track it (number and mobile,
 * the same look-up limits) gets the PDF, in English and Hindi, with a QR code to /verify/licence/{licenceNo}
 * (from PUBLIC_URL). 409 before approval.
 */
export async function licenceCertificate(
  services: Services,
  applicationNo: string,
  mobile: string,
  ip: string,
): Promise<{ filename: string; pdf: Buffer }> {
  const { application: a, licence } = await services.licences.certificate(applicationNo, mobile, ip);
  const [ward] = a.wardId ? await services.db.select().from(wards).where(eq(wards.id, a.wardId)) : [];
  const f = a.fields;
  const premises = [f.doorNo, f.buildingName, f.road, f.locality, f.pincode].filter(Boolean).join(', ');
  // Loaded with the first document, not at start (see complaints/receipt-pdf.ts).
  const { councilForPdf, licenceCertificatePdf } = await import('../pdf/index.ts');
  const pdf = await licenceCertificatePdf({
    council: await councilForPdf(services.db, services.settings),
    licenceNo: licence.licenceNo,
    applicationNo: a.applicationNo,
    tradeName: a.tradeName,
    ownerName: a.ownerName,
    tradeCategory: TRADE_CATEGORY_LABELS[a.tradeCategory] ?? { en: a.tradeCategory, hi: a.tradeCategory },
    premises,
    ward: { en: ward?.name ?? '—', hi: ward?.nameHi || ward?.name || '—' },
    validFrom: licence.validFrom,
    validTo: licence.validTo,
    fee:
      a.receiptNo && a.receiptDate && a.receiptAmount !== null
        ? { amount: a.receiptAmount, receiptNo: a.receiptNo, paidOn: a.receiptDate }
        : null,
    issuedOn: a.updatedAt,
    verifyUrl: `${services.config.publicUrl}/verify/licence/${licence.licenceNo}`,
  });
  return { filename: `trade-licence-${licence.licenceNo}.pdf`, pdf };
}
