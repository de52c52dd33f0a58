import { attachmentHeaders, isPortalError } from '@nagar/contract';
import { readForm } from '../lib/form-action.ts';
import { trackPath } from '../lib/receipt.server.ts';
import type { Route } from './+types/grievance-receipt-pdf';

/**
 * The grievance receipt as a PDF (issue 27), for the receipt page and the tracking page: GET with the receipt's
 * token (/trackgrievance/receipt.pdf?no=…&t=…, a plain link), or POST with the number and the mobile (the
 * tracking page's form when it was tracked by the mobile: a mobile number does not belong in a URL). Whoever may
 * track the complaint gets it, with the same look-up limits; a refusal leads back to the tracking page.
 */
async function answer(context: Route.LoaderArgs['context'], no: string, proof: string | { token: string }) {
  try {
    const { filename, pdf } = await context.portal.complaintReceiptPdf(no, proof, context.ip);
    // A copy in a plain ArrayBuffer (what a Response body takes); ~30 KB.
    return new Response(new Uint8Array(pdf), { headers: attachmentHeaders(filename) });
  } catch (err) {
    if (!isPortalError(err) || err.status >= 500) throw err;
    // Not found or too many look-ups: the tracking page says which (with the token), or asks again (with the mobile).
    return new Response(null, {
      status: 303,
      headers: { Location: trackPath(no, typeof proof === 'object' ? proof.token : null) },
    });
  }
}

export function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const no = (params.get('no') ?? '').trim().toUpperCase();
  return answer(context, no, { token: (params.get('t') ?? '').trim() });
}

export async function action({ request, context }: Route.ActionArgs) {
  const body = await readForm(request, ['complaintNo', 'token', 'mobile'] as const);
  const no = (body?.values.complaintNo ?? '').trim().toUpperCase();
  const token = (body?.values.token ?? '').trim();
  const mobile = (body?.values.mobile ?? '').trim();
  return answer(context, no, token && !mobile ? { token } : mobile);
}
