import QRCode from 'qrcode';
import type { PortalContext } from '@nagar/contract';
import type { GrievanceReceipt } from '../components/site/receipt.tsx';

/**
 * After filing, the receipt shows what was filed. The page that shows it is a plain GET (/postgrievance?filed=…,
 * so a reload files nothing twice), and a complaint's details are only for whoever can prove it is theirs: the
 * filing answer leaves the complaint's number, mobile and tracking token in a short-lived cookie of that page, and
 * the receipt is a tracking look-up with the token (never throttled). Its tracking link and QR code carry the
 * token, so that the holder of the receipt need not type the mobile; they are built from the configured public
 * address (PUBLIC_URL), never from the request's Host header. Without the cookie (another browser, a shared
 * link), the receipt carries the number alone.
 */
const COOKIE = 'nagar_receipt';
// Path=/ because the page's data requests go to /postgrievance.data, which a cookie of /postgrievance misses.
const PATH = '/';
const LIFETIME_SECONDS = 30 * 60;

interface Filed {
  complaintNo: string;
  mobile: string;
  trackingToken: string;
}

/** `publicUrl`: an https public address makes the cookie Secure even behind a proxy that speaks http to the portal. */
export function receiptCookie(filed: Filed, request: Request, publicUrl = ''): string {
  const https = new URL(request.url).protocol === 'https:' || publicUrl.startsWith('https:');
  const value = new URLSearchParams({ n: filed.complaintNo, m: filed.mobile.trim().slice(0, 20), t: filed.trackingToken });
  return `${COOKIE}=${encodeURIComponent(value.toString())}; Path=${PATH}; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
}

/** The cookie's token and mobile when it is this complaint's. */
function receiptProof(request: Request, complaintNo: string): { token: string; mobile: string } | null {
  const cookies = request.headers.get('cookie') ?? '';
  const match = cookies.match(new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]{1,400})`));
  if (!match) return null;
  try {
    const value = new URLSearchParams(decodeURIComponent(match[1]!));
    if (value.get('n') !== complaintNo) return null;
    return { token: value.get('t') ?? '', mobile: value.get('m') ?? '' };
  } catch {
    return null;
  }
}

/** The tracking page's path for a complaint, with its token when known. */
export const trackPath = (complaintNo: string, token?: string | null) =>
  `/trackgrievance?no=${encodeURIComponent(complaintNo)}${token ? `&t=${encodeURIComponent(token)}` : ''}`;

/** The receipt PDF's path for a complaint and its token (routes/grievance-receipt-pdf.ts). */
export const receiptPdfPath = (complaintNo: string, token: string) =>
  `/trackgrievance/receipt.pdf?no=${encodeURIComponent(complaintNo)}&t=${encodeURIComponent(token)}`;

/** The receipt of a complaint just filed: its details when this browser filed it, the tracking link and its QR code. */
export async function grievanceReceipt(context: PortalContext, request: Request, complaintNo: string): Promise<GrievanceReceipt> {
  // Staff who filed for a citizen open the receipt with its token in the address (the receipt's own link carries it).
  const queryToken = new URL(request.url).searchParams.get('t')?.trim();
  const proof = queryToken ? { token: queryToken, mobile: '' } : receiptProof(request, complaintNo);
  let details: GrievanceReceipt['details'] = null;
  let token: string | null = null;
  if (proof) {
    try {
      const c = await context.portal.trackComplaint(complaintNo, proof.token ? { token: proof.token } : proof.mobile, context.ip);
      token = proof.token || null;
      details = {
        filedAt: c.entry_Date,
        dueDate: c.dueDate,
        district: c.district,
        districtHi: c.districtHi,
        ward: c.ward,
        wardHi: c.wardHi,
        grivance: c.grivance,
        grivanceHi: c.grivanceHi,
        description: c.additional_Information,
        landmark: c.landmark,
      };
    } catch {
      // Not found with this token or mobile, or too many look-ups: the receipt still has the number and the link.
    }
  }
  const path = trackPath(complaintNo, token);
  const trackUrl = `${context.publicUrl}${path}`;
  const qrSvg = await QRCode.toString(trackUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const pdfPath = token ? receiptPdfPath(complaintNo, token) : null;
  return { complaintNo, trackUrl, trackPath: path, withToken: token !== null, pdfPath, qrSvg, details };
}
