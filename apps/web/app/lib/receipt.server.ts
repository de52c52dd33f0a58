import QRCode from 'qrcode';
import type { PortalContext } from '@nagar/contract';
import type { GrievanceReceipt } from '../components/site/receipt.tsx';

/**
 * After filing, the receipt shows what was filed. The page that shows it is a plain GET (/postgrievance?filed=…,
 * so a reload files nothing twice), and a complaint's details are only for whoever knows its number and mobile:
 * the filing answer leaves the mobile in a short-lived cookie of that page, and the receipt is a tracking
 * look-up with it. Without it (another browser, a shared link), the receipt carries the number alone.
 */
const COOKIE = 'nagar_receipt';
// Path=/ because the page's data requests go to /postgrievance.data, which a cookie of /postgrievance misses.
const PATH = '/';
const LIFETIME_SECONDS = 30 * 60;

export function receiptCookie(mobile: string, request: Request): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${COOKIE}=${encodeURIComponent(mobile.trim().slice(0, 20))}; Path=${PATH}; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

function receiptMobile(request: Request): string | null {
  const cookies = request.headers.get('cookie') ?? '';
  const match = cookies.match(new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]{1,80})`));
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return null;
  }
}

/** The receipt of a complaint just filed: its details when this browser filed it, the tracking link and its QR code. */
export async function grievanceReceipt(context: PortalContext, request: Request, complaintNo: string): Promise<GrievanceReceipt> {
  const trackUrl = `${new URL(request.url).origin}/trackgrievance?no=${encodeURIComponent(complaintNo)}`;
  const qrSvg = await QRCode.toString(trackUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const mobile = receiptMobile(request);
  let details: GrievanceReceipt['details'] = null;
  if (mobile) {
    try {
      const c = await context.portal.trackComplaint(complaintNo, mobile, context.ip);
      details = {
        filedAt: c.entry_Date,
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
      // Not found with this mobile, or too many look-ups: the receipt still has the number and the link.
    }
  }
  return { complaintNo, trackUrl, qrSvg, details };
}
