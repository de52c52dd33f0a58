/** Documents made on the server (issue 27): the trade licence certificate and the grievance receipt, in English and Hindi. */
export { licenceCertificatePdf, type LicenceCertificateData } from './licence-certificate.ts';
export { grievanceReceiptPdf, type GrievanceReceiptData } from './grievance-receipt.ts';
export type { CouncilForPdf } from './frame.ts';
export { councilForPdf } from './council.ts';
