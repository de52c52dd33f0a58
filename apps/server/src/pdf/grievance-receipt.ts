import { STATUS_STYLE, bi, type Bilingual } from '@nagar/contract';
import { BilingualPdf, PAGE } from './bilingual.ts';
import { drawFields, drawFooter, drawHeader, drawParagraph, drawQr, indianDate, indianDateTime, type CouncilForPdf } from './frame.ts';

/** What a grievance receipt shows: plain data (the caller reads the database and checks who asks). */
export interface GrievanceReceiptData {
  council: CouncilForPdf;
  complaintNo: string;
  filedAt: string | Date;
  /** The grievance type's name in both languages (Hindi '' when the council's list has none). */
  type: Bilingual;
  ward: Bilingual;
  dueDate: string | Date;
  /** The status key (Open, Pending, …): printed with its English and Hindi label. */
  status: string;
  /** The tracking page's link (with the receipt's token), from PUBLIC_URL: the QR code and the footer. */
  trackUrl: string;
}

/** The receipt of a complaint, one A4 page in English and Hindi: no mobile, name or address on it. */
export async function grievanceReceiptPdf(data: GrievanceReceiptData): Promise<Buffer> {
  const pdf = new BilingualPdf({ title: `Grievance receipt ${data.complaintNo}` });
  let y = drawHeader(pdf, data.council, bi('Grievance receipt', 'शिकायत पावती'));
  const status = STATUS_STYLE[data.status]?.label ?? bi(data.status, data.status);
  y = drawFields(
    pdf,
    [
      { label: bi('Complaint number', 'शिकायत संख्या'), value: data.complaintNo },
      { label: bi('Filed on', 'दर्ज करने का समय'), value: indianDateTime(data.filedAt) },
      { label: bi('Grievance', 'शिकायत का प्रकार'), value: data.type },
      { label: bi('Ward', 'वार्ड'), value: data.ward },
      { label: bi('To be resolved by', 'निस्तारण की नियत तिथि'), value: indianDate(data.dueDate) },
      { label: bi('Status', 'स्थिति'), value: status },
    ],
    y,
  );
  y = drawParagraph(
    pdf,
    bi(
      'Keep this receipt. Its QR code and the link below show the complaint and its progress without your mobile number.',
      'यह पावती संभाल कर रखें। इसके क्यूआर कोड और नीचे दिए लिंक से आप अपने मोबाइल नंबर के बिना शिकायत और उसकी प्रगति देख सकते हैं।',
    ),
    y + 14,
  );
  drawQr(pdf, data.trackUrl, (PAGE.width - 110) / 2, y + 16, bi('Scan to track', 'स्थिति देखने हेतु स्कैन करें'), 110);
  drawFooter(
    pdf,
    bi(
      `This is a computer-generated receipt. Track the complaint at ${data.trackUrl}`,
      `यह कंप्यूटर द्वारा जनित पावती है। शिकायत की स्थिति ${data.trackUrl} पर देखें।`,
    ),
  );
  return pdf.finish();
}
