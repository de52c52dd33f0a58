import QRCode from 'qrcode';
import type { PortalContext, TradeLicenceAcknowledgement } from '@nagar/contract';
import type { LicenceAck } from '../components/site/licence-ack.tsx';

/**
 * After submitting a trade licence application the page redirects to a plain GET (/tradelicense?submitted=…, so a
 * reload submits nothing twice). The application's details are only for whoever can show it is theirs: the submit
 * leaves its number and mobile in a short-lived, HttpOnly cookie, and the acknowledgement is a look-up with them.
 * Without the cookie (another browser, a shared link) it shows the number alone. The QR code and the link lead to
 * the tracking page (from PUBLIC_URL), with the number only: the mobile never goes into an address.
 */
const COOKIE = 'nagar_tl_ack';
const LIFETIME_SECONDS = 30 * 60;

export function licenceAckCookie(applicationNo: string, mobile: string, request: Request, publicUrl = ''): string {
  const https = new URL(request.url).protocol === 'https:' || publicUrl.startsWith('https:');
  const value = new URLSearchParams({ n: applicationNo, m: mobile.trim().slice(0, 20) });
  return `${COOKIE}=${encodeURIComponent(value.toString())}; Path=/; Max-Age=${LIFETIME_SECONDS}; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`;
}

function ackMobile(request: Request, applicationNo: string): string | null {
  const match = (request.headers.get('cookie') ?? '').match(new RegExp(`(?:^|;\\s*)${COOKIE}=([^;]{1,300})`));
  if (!match) return null;
  try {
    const value = new URLSearchParams(decodeURIComponent(match[1]!));
    return value.get('n') === applicationNo ? (value.get('m') ?? null) : null;
  } catch {
    return null;
  }
}

export const licenceTrackPath = (applicationNo: string) => `/tradelicense/track?no=${encodeURIComponent(applicationNo)}`;

export async function licenceAck(context: PortalContext, request: Request, applicationNo: string): Promise<LicenceAck> {
  const mobile = ackMobile(request, applicationNo);
  let details: TradeLicenceAcknowledgement | null = null;
  if (mobile) {
    try {
      details = await context.portal.tradeLicenceAcknowledgement(applicationNo, mobile, context.ip);
    } catch {
      // Not found or too many look-ups: the acknowledgement still has the number and the tracking link.
    }
  }
  const trackPath = licenceTrackPath(applicationNo);
  const trackUrl = `${context.publicUrl}${trackPath}`;
  const qrSvg = await QRCode.toString(trackUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { applicationNo, trackUrl, trackPath, qrSvg, details };
}
