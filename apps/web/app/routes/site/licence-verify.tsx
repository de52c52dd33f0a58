import { data } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { LICENCE_NO_RE } from '@nagar/contract';
import { licenceTrack } from '../../i18n/pages/licence-track.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import type { Route } from './+types/licence-verify';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'licenceTrack.verifyTitle', 'licenceTrack.verifyMeta', { licenceTrack });

/** The certificate's QR code leads here: only the trade name, locality, validity and status (valid, expired, cancelled). */
export async function loader({ params, context }: Route.LoaderArgs) {
  const no = (params.licenceNo ?? '').trim().toUpperCase();
  const licence = LICENCE_NO_RE.test(no) ? await context.portal.verifyLicence(no) : null;
  return data({ no: no.slice(0, 40), licence }, { status: licence ? 200 : 404 });
}

const BADGE = { valid: 'bg-success', expired: 'bg-secondary', cancelled: 'bg-danger' } as const;

export default function LicenceVerify({ loaderData }: Route.ComponentProps) {
  usePageTexts({ licenceTrack });
  const { t, i18n } = useTranslation();
  const { licence, no } = loaderData;
  const day = (d: string) => formatDate(d, 'day', i18n.language);
  return (
    <>
      <h1 className="h2 mb-3">{t('licenceTrack.verifyTitle')}</h1>
      <p>{t('licenceTrack.verifyIntro')}</p>
      {!licence && (
        <div className="alert alert-warning" role="alert" data-testid="licence-not-found">
          {t('licenceTrack.verifyNotFound', { no })}
        </div>
      )}
      {licence && (
        <div className="card card-body" data-testid="licence-verification">
          <dl className="row mb-0">
            <dt className="col-sm-4">{t('licenceTrack.licenceNo')}</dt>
            <dd className="col-sm-8 ref-no">{licence.licenceNo}</dd>
            <dt className="col-sm-4">{t('licenceTrack.status')}</dt>
            <dd className="col-sm-8" data-testid="licence-status">
              <span className={`badge ${BADGE[licence.status]} fs-6`}>{t(`licenceTrack.licenceStatus.${licence.status}`)}</span>
            </dd>
            <dt className="col-sm-4">{t('licenceTrack.trade')}</dt>
            <dd className="col-sm-8" data-testid="licence-trade">
              {licence.tradeName}
            </dd>
            {licence.locality && (
              <>
                <dt className="col-sm-4">{t('licenceTrack.locality')}</dt>
                <dd className="col-sm-8">{licence.locality}</dd>
              </>
            )}
            <dt className="col-sm-4">{t('licenceTrack.validity')}</dt>
            <dd className="col-sm-8">{t('licenceTrack.validityText', { from: day(licence.validFrom), to: day(licence.validTo) })}</dd>
          </dl>
        </div>
      )}
    </>
  );
}
