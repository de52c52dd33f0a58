import type { Bilingual } from '@nagar/contract';
import { BilingualPdf, PAGE } from './bilingual.ts';
import {
  MARGIN,
  INNER,
  drawFields,
  drawFooter,
  drawHeader,
  drawParagraph,
  indianDate,
  rupees,
  type CouncilForPdf,
  type FieldRow,
} from './frame.ts';

/** What a trade licence certificate shows: plain data (the caller reads the database). */
export interface LicenceCertificateData {
  council: CouncilForPdf;
  licenceNo: string;
  applicationNo: string;
  tradeName: string;
  ownerName: string;
  /** The trade category's label in both languages. */
  tradeCategory: Bilingual;
  /** The trade's premises (the applicant's own document may show it). */
  premises: string;
  ward: Bilingual;
  /** Days (YYYY-MM-DD) or moments; printed as DD-MM-YYYY in India's time. */
  validFrom: string | Date;
  validTo: string | Date;
  fee: { amount: number; receiptNo: string; paidOn: string | Date } | null;
  issuedOn: string | Date;
  /** The public verification page, /verify/licence/{licenceNo}, from PUBLIC_URL: the QR code and the footer. */
  verifyUrl: string;
}

const bi = (en: string, hi: string): Bilingual => ({ en, hi });

/**
 * The trade licence certificate, one A4 page in English and Hindi (as Indian government certificates are): the
 * council's name and logo, the licence's particulars, a QR code to its verification page, the licensing
 * authority's signature line and a footer saying where it can be verified.
 */
export async function licenceCertificatePdf(data: LicenceCertificateData): Promise<Buffer> {
  const pdf = new BilingualPdf({ title: `Trade licence ${data.licenceNo}`, subject: data.tradeName });
  let y = drawHeader(pdf, data.council, bi('Trade licence certificate', 'व्यापार अनुज्ञप्ति प्रमाण-पत्र'), {
    url: data.verifyUrl,
    caption: bi('Scan to verify', 'सत्यापन हेतु स्कैन करें'),
  });
  const validity = `${indianDate(data.validFrom)} – ${indianDate(data.validTo)}`;
  const rows: FieldRow[] = [
    { label: bi('Licence number', 'अनुज्ञप्ति संख्या'), value: data.licenceNo },
    { label: bi('Application number', 'आवेदन संख्या'), value: data.applicationNo },
    { label: bi('Name of the trade', 'व्यापार का नाम'), value: data.tradeName },
    { label: bi('Licensee', 'अनुज्ञप्तिधारी'), value: data.ownerName },
    { label: bi('Trade category', 'व्यापार श्रेणी'), value: data.tradeCategory },
    { label: bi('Premises', 'व्यापार परिसर'), value: data.premises },
    { label: bi('Ward', 'वार्ड'), value: data.ward },
    { label: bi('Valid from – to', 'वैधता अवधि'), value: validity },
  ];
  if (data.fee)
    rows.push({
      label: bi('Fee paid', 'भुगतान किया गया शुल्क'),
      value: `${rupees(data.fee.amount)} (receipt / रसीद ${data.fee.receiptNo}, ${indianDate(data.fee.paidOn)})`,
    });
  rows.push({ label: bi('Issued on', 'जारी करने की तिथि'), value: indianDate(data.issuedOn) });
  y = drawFields(pdf, rows, y);
  y = drawParagraph(
    pdf,
    bi(
      `This is to certify that the licensee named above is licensed to carry on the trade shown at the premises shown, from ${indianDate(data.validFrom)} to ${indianDate(data.validTo)}, subject to the council's bye-laws. The licence shall be displayed at the premises.`,
      `प्रमाणित किया जाता है कि उपर्युक्त अनुज्ञप्तिधारी को उपर्युक्त परिसर में उपर्युक्त व्यापार करने हेतु ${indianDate(data.validFrom)} से ${indianDate(data.validTo)} तक, परिषद की उपविधियों के अधीन, यह अनुज्ञप्ति प्रदान की जाती है। अनुज्ञप्ति परिसर में प्रदर्शित की जाए।`,
    ),
    y + 14,
  );
  // The signature line on the right, above the footer (lower when the page has room).
  const line = Math.max(y + 44, PAGE.height - 150);
  const signX = MARGIN + INNER - 200;
  pdf.rule(signX, line, 200, '#333333', 0.8);
  const signY = pdf.text('Licensing authority', signX, line + 6, { size: 10, bold: true, width: 200, align: 'center' });
  pdf.text('अनुज्ञापन प्राधिकारी', signX, signY, { size: 10, bold: true, width: 200, align: 'center' });
  drawFooter(
    pdf,
    bi(
      `This is a computer-generated certificate. It can be verified at ${data.verifyUrl}`,
      `यह कंप्यूटर द्वारा जनित प्रमाण-पत्र है। इसका सत्यापन ${data.verifyUrl} पर किया जा सकता है।`,
    ),
  );
  return pdf.finish();
}
