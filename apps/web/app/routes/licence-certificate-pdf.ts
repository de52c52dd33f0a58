import { attachmentHeaders, isPortalError } from '@nagar/contract';
import { readForm } from '../lib/form-action.ts';
import type { Route } from './+types/licence-certificate-pdf';

/**
 * The trade licence certificate as a PDF (issue 27), from the tracking page: a POST with the application's number
 * and mobile (a mobile number does not belong in a URL), with the tracking's look-up limits. A refusal (not found,
 * not approved yet, too many look-ups) leads back to the tracking page.
 */
/** A GET has no number and mobile to give: the tracking page asks for them. */
export function loader() {
  return new Response(null, { status: 303, headers: { Location: '/tradelicense/track' } });
}

export async function action({ request, context }: Route.ActionArgs) {
  const read = await readForm(request, ['applicationNo', 'lookupMobile']);
  const no = (read?.values.applicationNo ?? '').trim().toUpperCase();
  try {
    const { filename, pdf } = await context.portal.licenceCertificatePdf(no, read?.values.lookupMobile ?? '', context.ip);
    return new Response(new Uint8Array(pdf), { headers: attachmentHeaders(filename) });
  } catch (err) {
    if (!isPortalError(err) || err.status >= 500) throw err;
    return new Response(null, { status: 303, headers: { Location: `/tradelicense/track?no=${encodeURIComponent(no)}` } });
  }
}
