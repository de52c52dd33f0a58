import { Form, data, useNavigation, useSearchParams } from 'react-router';
import { grievanceTexts } from '../../i18n/pages/grievance.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  COMPLAINT_RATING_COMMENT_MAX,
  COMPLAINT_TEXT_MAX,
  DEFAULT_IMAGE_MAX_BYTES,
  OPEN_STATUSES,
  isPortalError,
  type TrackedComplaint,
} from '@nagar/contract';
import { pageMeta } from '../../lib/site.ts';
import { formatComplaintTime, formatDate } from '../../lib/format.ts';
import { StatusBadge } from '../../components/status-badge.tsx';
import { ComplaintRatingRow } from '../../components/complaint-rating.tsx';
import { RadioChoice } from '../../components/radio-choice.tsx';
import { ComplaintPhotos } from '../../components/site/complaint-photos.tsx';
import { FormField } from '../../components/form-field.tsx';
import { ComplaintHistory } from '../../components/complaint-history.tsx';
import { Text, useItemText } from '../../lib/item-text.tsx';
import type { Route } from './+types/trackgrievance';
import { textOf } from '@nagar/contract';
import { isComplaintActor } from '../../i18n/keys.ts';
import type { MessageKey } from '@nagar/contract';

type Intent = 'track' | 'remind' | 'reopen' | 'rate';

type Result = {
  complaint?: TrackedComplaint;
  error?: string;
  errorKey?: MessageKey | 'photoTooLarge';
  errorParams?: Record<string, string | number>;
  /** The field the refusal is about (reason, rating, comment, photos): its form shows the message beside it. */
  errorField?: string;
  /** What the last form did (a reminder sent, the complaint reopened, a rating given). */
  done?: Exclude<Intent, 'track'>;
  /** The form that was sent: a refused reopening or rating keeps what was typed in it. */
  intent?: Intent;
  typed?: { reason?: string; rating?: string; comment?: string };
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

const INTENTS: readonly Intent[] = ['track', 'remind', 'reopen', 'rate'];

/**
 * Number + mobile (or the receipt's token) in a POST (a mobile number does not belong in a URL), with the form's
 * intent: track, send a reminder, reopen (multipart, with a reason and a photo) or rate. A refused reminder,
 * reopening or rating still shows the complaint, with the message beside the form and what was typed in it.
 */
export async function action(args: Route.ActionArgs) {
  const { portal, ip } = args.context;
  let form: FormData;
  try {
    form = await args.request.formData();
  } catch {
    // The reopening's photo refused while the body was read (too large, or one too many).
    return data<Result>({ errorKey: 'photoTooLarge', errorField: 'photos', intent: 'reopen' }, { status: 413 });
  }
  const field = (name: string) => textOf(form.get(name) ?? '');
  const no = field('complaintNo').trim().toUpperCase();
  const mobile = field('mobile').trim();
  const token = field('token').trim();
  const proof = token && !mobile ? { token } : mobile;
  const asked = field('intent') as Intent;
  const intent: Intent = INTENTS.includes(asked) ? asked : 'track';
  const typed = { reason: field('reason'), rating: field('rating'), comment: field('comment') };
  const kept = { no, mobile, token: typeof proof === 'object' ? token : undefined, intent, typed };
  try {
    let complaint: TrackedComplaint;
    if (intent === 'remind') complaint = await portal.remindComplaint(no, proof, ip);
    else if (intent === 'reopen') {
      const photo = form.get('Image1');
      const photos =
        photo && typeof photo !== 'string' && photo.size > 0
          ? [{ filename: photo.name, data: new Uint8Array(await photo.arrayBuffer()) }]
          : [];
      complaint = await portal.reopenComplaint(no, proof, { reason: typed.reason, photos }, ip);
    } else if (intent === 'rate') complaint = await portal.rateComplaint(no, proof, { rating: typed.rating, comment: typed.comment }, ip);
    else complaint = await portal.trackComplaint(no, proof, ip);
    const found: Result = { ...kept, complaint, done: intent === 'track' ? undefined : intent, typed: undefined };
    return found;
  } catch (err) {
    if (!isPortalError(err) || err.status >= 500) throw err;
    const [errorField, fieldKey] = Object.entries(err.errorKeys ?? {})[0] ?? [];
    const ref = fieldKey ?? err.messageKey;
    // Not found, or too many look-ups: nothing to show. Any other refusal still shows the complaint.
    const lookupFailed = err.status === 404 || ref?.key === 'complaintTooManyLookups';
    const complaint = intent === 'track' || lookupFailed ? undefined : await portal.trackComplaint(no, proof, ip).catch(() => undefined);
    return data<Result>(
      {
        ...kept,
        error: err.message,
        errorKey: ref?.key ?? 'complaintNotFound',
        errorParams: ref?.params,
        errorField,
        complaint,
        token: complaint ? kept.token : undefined,
      },
      { status: err.status },
    );
  }
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'grievance_track.title', 'grievance_track.description', grievanceTexts),
  { name: 'robots', content: 'noindex' },
];

/** The hidden fields that name the complaint and prove it is the citizen's, for the forms under it. */
function Proof({ no, result }: { no: string; result: Result | undefined }) {
  return (
    <>
      <input type="hidden" name="complaintNo" value={no} />
      {result?.token ? (
        <input type="hidden" name="token" value={result.token} />
      ) : (
        <input type="hidden" name="mobile" value={result?.mobile ?? ''} />
      )}
    </>
  );
}

const PHOTO_MB = DEFAULT_IMAGE_MAX_BYTES / 1024 / 1024;

type FormError = (intent: Intent, fieldName?: string) => string | undefined;

/** The message of the last answer, and where a refused reopening or rating shows it (beside the field it is about). */
function useTrackMessage(result: Result | undefined) {
  const { t } = useTranslation();
  const message = result?.errorKey
    ? result.errorKey === 'photoTooLarge'
      ? t('grievance_track.photoTooLarge', { mb: PHOTO_MB })
      : t(`msg.${result.errorKey}`, result.errorParams)
    : '';
  // A refused reopening or rating shows its message in its own form (beside the field it is about).
  const formError: FormError = (intent, fieldName) =>
    result?.error !== undefined || result?.errorKey
      ? result?.intent === intent && (fieldName === undefined ? !result.errorField : result.errorField === fieldName)
        ? message
        : undefined
      : undefined;
  return { message, formError };
}

export default function TrackGrievance({ actionData, loaderData }: Route.ComponentProps) {
  // What was asked last: the form's answer, else the receipt link's.
  const result: Result | undefined = actionData ?? loaderData ?? undefined;
  usePageTexts(grievanceTexts);
  const { t } = useTranslation();
  const busy = useNavigation().state === 'submitting';
  const c = result?.complaint;
  const { message, formError } = useTrackMessage(result);
  const inForm = result?.intent === 'reopen' || result?.intent === 'rate';
  return (
    <>
      <h1 className="h2">{t('grievance_track.title')}</h1>
      <p>{t('grievance_track.intro')}</p>
      {message && !(inForm && c) && (
        <p className="alert alert-danger" role="alert">
          {message}
        </p>
      )}
      <DoneNotices result={result} />
      <TrackForm result={result} busy={busy} />
      {c && (
        <section aria-labelledby="c-title" className="card card-body shadow-sm">
          <ComplaintDetails c={c} />
          <ComplaintFollowUp c={c} result={result} busy={busy} />
          {c.canRate && <RateForm c={c} result={result} formError={formError} busy={busy} />}
          {c.canReopen && <ReopenForm c={c} result={result} formError={formError} busy={busy} />}
          {inForm && message && !(result?.intent === 'reopen' ? c.canReopen : c.canRate) && (
            <p className="alert alert-danger mt-3" role="alert">
              {message}
            </p>
          )}
        </section>
      )}
    </>
  );
}

/** What the last form did: a reminder sent, the complaint reopened, a rating given. */
function DoneNotices({ result }: { result: Result | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      {result?.done === 'remind' && !result.error && (
        <p className="alert alert-success" role="status">
          {t('grievance_track.reminded')}
        </p>
      )}
      {result?.done === 'reopen' && (
        <p className="alert alert-success" role="status" data-testid="reopened-done">
          {t('grievance_track.reopenedDone')}
        </p>
      )}
      {result?.done === 'rate' && (
        <p className="alert alert-success" role="status" data-testid="rated-done">
          {t('grievance_track.ratedDone')}
        </p>
      )}
    </>
  );
}

/** The look-up: the complaint's number and the mobile it was filed with. */
function TrackForm({ result, busy }: { result: Result | undefined; busy: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
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
  );
}

/** The complaint's number, status and particulars. */
function ComplaintDetails({ c }: { c: TrackedComplaint }) {
  const { t, i18n } = useTranslation();
  const text = useItemText();
  const when = (v: string | null | undefined) => formatComplaintTime(v, i18n.language);
  return (
    <>
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
        {OPEN_STATUSES.includes(c.status) && (
          <>
            <dt className="col-sm-3">{t('complaints.dueBy')}</dt>
            <dd className="col-sm-9" data-testid="track-due">
              {when(c.dueDate)} {t('common.ist')}
            </dd>
          </>
        )}
        {c.assignedTo && (
          <>
            <dt className="col-sm-3">{t('complaints.assignedTo')}</dt>
            <dd className="col-sm-9" data-testid="track-assigned">
              {c.assignedTo.name} (
              {isComplaintActor(c.assignedTo.role) ? t(`complaints.actors.${c.assignedTo.role}`, { council: '' }) : c.assignedTo.role})
              {c.escalationLevel > 0 && (
                <span className="badge text-bg-warning ms-2">{t('complaints.escalationLevel', { count: c.escalationLevel })}</span>
              )}
            </dd>
          </>
        )}
        <ComplaintRatingRow rating={c.rating} label={t('grievance_track.yourRating')} testId="track-rating" termCols={3} />
      </dl>
    </>
  );
}

type ComplaintProps = { c: TrackedComplaint; result: Result | undefined; busy: boolean };

/** The receipt as a PDF, the photos, the history, the reminders sent and the form that sends one. */
function ComplaintFollowUp({ c, result, busy }: ComplaintProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {/* The receipt as a PDF: a plain form (not the router's), so that the browser downloads the answer; the mobile
              (when it was tracked by the mobile) goes in the body, never in the address. */}
      <form method="post" action="/trackgrievance/receipt.pdf" className="mb-3">
        <Proof no={c.complaintNo} result={result} />
        <button type="submit" className="btn btn-outline-primary btn-sm" data-testid="track-receipt-pdf">
          {t('grievance_track.receiptPdf')}
        </button>
      </form>
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
        <Proof no={c.complaintNo} result={result} />
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
    </>
  );
}

/** The citizen's rating of a resolved complaint. */
function RateForm({ c, result, formError, busy }: ComplaintProps & { formError: FormError }) {
  const { t } = useTranslation();
  const typed = result?.typed ?? {};
  return (
    <Form method="post" className="mt-4" noValidate aria-labelledby="rate-title">
      <h3 id="rate-title" className="h5">
        {t('grievance_track.rateTitle')}
      </h3>
      {formError('rate') && (
        <p className="alert alert-danger" role="alert">
          {formError('rate')}
        </p>
      )}
      <Proof no={c.complaintNo} result={result} />
      <fieldset className="mb-3" aria-describedby={formError('rate', 'rating') ? 't-rating-error' : undefined}>
        <legend className="form-label fs-6">
          {t('grievance_track.yourRating')}
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        </legend>
        {([1, 2, 3, 4, 5] as const).map((n) => (
          <RadioChoice
            key={n}
            idPrefix="t-rating"
            name="rating"
            value={n}
            required
            defaultChecked={result?.intent === 'rate' && typed.rating === String(n)}
            label={t(`grievance_track.rate${n}`)}
          />
        ))}
        {formError('rate', 'rating') && (
          <div id="t-rating-error" className="invalid-feedback d-block">
            {formError('rate', 'rating')}
          </div>
        )}
      </fieldset>
      <FormField id="t-comment" label={t('grievance_track.comment')} error={formError('rate', 'comment')} className="mb-3">
        {(control, invalid) => (
          <textarea
            {...control}
            name="comment"
            rows={2}
            maxLength={COMPLAINT_RATING_COMMENT_MAX}
            className={invalid('form-control')}
            defaultValue={result?.intent === 'rate' ? (typed.comment ?? '') : ''}
          />
        )}
      </FormField>
      <button type="submit" name="intent" value="rate" className="btn btn-primary" disabled={busy}>
        {t('grievance_track.rate')}
      </button>
    </Form>
  );
}

/** The reopening of a resolved complaint: a reason and a photo. */
function ReopenForm({ c, result, formError, busy }: ComplaintProps & { formError: FormError }) {
  const { t, i18n } = useTranslation();
  const typed = result?.typed ?? {};
  return (
    <Form method="post" encType="multipart/form-data" className="mt-4" noValidate aria-labelledby="reopen-title">
      <h3 id="reopen-title" className="h5">
        {t('grievance_track.reopenTitle')}
      </h3>
      <p>{t('grievance_track.reopenIntro', { date: formatDate(c.reopenUntil, 'day', i18n.language) })}</p>
      {formError('reopen') && (
        <p className="alert alert-danger" role="alert">
          {formError('reopen')}
        </p>
      )}
      <Proof no={c.complaintNo} result={result} />
      <FormField id="t-reason" label={t('grievance_track.reason')} required error={formError('reopen', 'reason')} className="mb-3">
        {(control, invalid) => (
          <textarea
            {...control}
            name="reason"
            required
            rows={3}
            maxLength={COMPLAINT_TEXT_MAX}
            className={invalid('form-control')}
            defaultValue={result?.intent === 'reopen' ? (typed.reason ?? '') : ''}
          />
        )}
      </FormField>
      <FormField
        id="t-reopen-photo"
        label={t('grievance_track.reopenPhoto', { mb: PHOTO_MB })}
        error={formError('reopen', 'photos')}
        className="mb-3"
      >
        {(control, invalid) => (
          <input {...control} type="file" name="Image1" accept="image/jpeg,image/png,image/webp" className={invalid('form-control')} />
        )}
      </FormField>
      <button type="submit" name="intent" value="reopen" className="btn btn-warning" disabled={busy}>
        {t('grievance_track.reopen')}
      </button>
    </Form>
  );
}

/** A React app in the browser: its forms check what is typed before sending (root.tsx `hydrates`). */
export const handle = { hydrate: true };
