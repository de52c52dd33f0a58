import { Form, data, useNavigation, useSearchParams } from 'react-router';
import { grievanceTexts } from '../../i18n/pages/grievance.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { useTranslation } from 'react-i18next';
import { isPortalError, type TrackedComplaint } from '@nagar/contract';
import { pageMeta } from '../../lib/site.ts';
import { formatComplaintTime, formatDate } from '../../lib/format.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { ComplaintPhotos } from '../../components/site/complaint-photos.tsx';
import { FormField } from '../../components/form-field.tsx';
import { ComplaintHistory } from '../../components/complaint-history.tsx';
import { Text, useItemText } from '../../lib/item-text.tsx';
import type { Route } from './+types/trackgrievance';
import { textOf } from '@nagar/contract';

type Result = {
  complaint?: TrackedComplaint;
  error?: string;
  errorKey?: string;
  errorParams?: Record<string, string | number>;
  reminded?: boolean;
  no?: string;
  mobile?: string;
  /** The receipt's tracking token (its link's `t`): the complaint is shown, and reminded, without the mobile. */
  token?: string;
};

/**
 * The receipt's link (/trackgrievance?no=…&t=…, its QR code too) shows the complaint at once: the token proves the
 * receipt, and a right one is never throttled (a wrong one counts like a wrong mobile). Its logs keep `t` out.
 */
export async function loader(args: Route.LoaderArgs) {
  const params = new URL(args.request.url).searchParams;
  const no = (params.get('no') ?? '').trim().toUpperCase();
  const token = (params.get('t') ?? '').trim();
  if (!no || !token) return null;
  try {
    const found: Result = { complaint: await args.context.portal.trackComplaint(no, { token }, args.context.ip), no, token };
    return found;
  } catch (err) {
    if (!isPortalError(err) || err.status >= 500) throw err;
    const errorKey = err.messageKey?.key ?? 'complaintNotFound';
    return data<Result>({ error: err.message, errorKey, errorParams: err.messageKey?.params, no }, { status: err.status });
  }
}

/** Number + mobile (or the receipt's token) in a POST (a mobile number does not belong in a URL); intent 'remind' sends a reminder. */
export async function action(args: Route.ActionArgs) {
  const { portal, ip } = args.context;
  const form = await args.request.formData();
  const no = textOf(form.get('complaintNo') ?? '')
    .trim()
    .toUpperCase();
  const mobile = textOf(form.get('mobile') ?? '').trim();
  const token = textOf(form.get('token') ?? '').trim();
  const proof = token && !mobile ? { token } : mobile;
  const remind = form.get('intent') === 'remind';
  try {
    const complaint = remind ? await portal.remindComplaint(no, proof, ip) : await portal.trackComplaint(no, proof, ip);
    const found: Result = { complaint, reminded: remind, no, mobile, token: typeof proof === 'object' ? token : undefined };
    return found;
  } catch (err) {
    if (!isPortalError(err) || err.status >= 500) throw err;
    const e = err;
    // Too many look-ups that found nothing: the limit's own message, and no look-up.
    if (e.messageKey) {
      return data<Result>(
        { error: e.message, errorKey: e.messageKey.key, errorParams: e.messageKey.params, no, mobile },
        { status: e.status },
      );
    }
    // Reminder refused: still show the complaint.
    const refusedReminder = e.status === 429 || e.status === 409;
    const complaint = refusedReminder ? await portal.trackComplaint(no, proof, ip).catch(() => undefined) : undefined;
    const errorKey = e.status === 429 ? 'complaintReminderTooSoon' : e.status === 409 ? 'complaintClosed' : 'complaintNotFound';
    const kept = typeof proof === 'object' && complaint ? token : undefined;
    return data<Result>({ error: e.message, errorKey, complaint, no, mobile, token: kept }, { status: e.status });
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'grievance_track.title', 'grievance_track.description', grievanceTexts),
  { name: 'robots', content: 'noindex' },
];

export default function TrackGrievance({ actionData, loaderData }: Route.ComponentProps) {
  // What was asked last: the form's answer, else the receipt link's.
  const result: Result | undefined = actionData ?? loaderData ?? undefined;
  usePageTexts(grievanceTexts);
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const busy = useNavigation().state === 'submitting';
  const c = result?.complaint;
  const text = useItemText();
  const when = (v: string | null | undefined) => formatComplaintTime(v, i18n.language);
  return (
    <>
      <h1 className="h2">{t('grievance_track.title')}</h1>
      <p>{t('grievance_track.intro')}</p>
      {result?.error && (
        <p className="alert alert-danger" role="alert">
          {t(`msg.${result.errorKey}`, result.errorParams)}
        </p>
      )}
      {result?.reminded && !result.error && (
        <p className="alert alert-success" role="status">
          {t('grievance_track.reminded')}
        </p>
      )}
      <Form method="post" className="row g-2 align-items-end mb-4" noValidate>
        <FormField id="t-no" label={t('grievance_track.number')} required hint={t('grievance_track.numberHelp')} className="col-md-5">
          {(control) => (
            <input
              {...control}
              name="complaintNo"
              required
              className="form-control"
              defaultValue={result?.no ?? params.get('no') ?? ''}
              autoCapitalize="characters"
            />
          )}
        </FormField>
        <div className="col-md-4">
          <FormField id="t-mobile" label={t('grievance_track.mobile')} required>
            {(control) => (
              <input
                {...control}
                name="mobile"
                // text, not tel: HTML allows the autofill name tel-national (the number without +91) only on a text
                // input (Nu HTML Checker); the numeric keypad comes from inputMode.
                type="text"
                inputMode="numeric"
                autoComplete="tel-national"
                required
                className="form-control"
                defaultValue={result?.mobile ?? ''}
              />
            )}
          </FormField>
          <div className="form-text">&nbsp;</div>
        </div>
        <div className="col-md-3">
          <button type="submit" name="intent" value="track" className="btn btn-primary w-100" disabled={busy}>
            {t('grievance_track.submit')}
          </button>
          <div className="form-text">&nbsp;</div>
        </div>
      </Form>
      {c && (
        <section aria-labelledby="c-title" className="card card-body shadow-sm">
          <h2 id="c-title" className="h4 ref-no">
            {c.complaintNo}
          </h2>
          <p>
            {t('grievance_track.status')}: <StatusBadge status={c.status} />
          </p>
          <dl className="row mb-2">
            <dt className="col-sm-3">{t('grievance_track.filedOn')}</dt>
            <dd className="col-sm-9" data-testid="track-filed-on">
              {when(c.entry_Date)} {t('common.ist')}
            </dd>
            <dt className="col-sm-3">{t('grievance_view.ward')}</dt>
            <Text as="dd" className="col-sm-9" value={text(c, 'ward')} />
            <dt className="col-sm-3">{t('grievance_view.type')}</dt>
            <Text as="dd" className="col-sm-9" value={text(c, 'grivance')} />
            <dt className="col-sm-3">{t('grievance_view.additional')}</dt>
            <dd className="col-sm-9">{c.additional_Information}</dd>
          </dl>
          <ComplaintPhotos urls={[c.pub_Image_1, c.pub_Image_2]} alt={(n) => t('grievance_track.citizenPhoto', { n })} />
          <h3 className="h5 mt-3">{t('grievance_track.history')}</h3>
          <ComplaintHistory
            history={c.history}
            by={(actor) => t('grievance_track.by', { actor })}
            filedNote={t('grievance_track.filed')}
            photoAlt={(n) => t('grievance_track.actionPhoto', { n })}
          />
          {c.reminders.length > 0 && (
            <p className="small">
              {t('grievance_track.reminders')}: {c.reminders.map((r) => formatDate(r.at, 'day', i18n.language)).join(', ')}
            </p>
          )}
          <Form method="post">
            <input type="hidden" name="complaintNo" value={c.complaintNo} />
            {result?.token ? (
              <input type="hidden" name="token" value={result.token} />
            ) : (
              <input type="hidden" name="mobile" value={result?.mobile ?? ''} />
            )}
            <button
              type="submit"
              name="intent"
              value="remind"
              className="btn btn-outline-primary"
              disabled={!c.canRemind || busy}
              aria-describedby="remind-help"
            >
              {t('grievance_track.remind')}
            </button>
            <span id="remind-help" className="form-text ms-2">
              {t('grievance_track.remindLater')}
            </span>
          </Form>
        </section>
      )}
    </>
  );
}
