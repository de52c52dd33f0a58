import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TRADE_LICENCE_DOCUMENTS, type TradeLicenceAcknowledgement } from '@nagar/contract';
import { useSite } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { tradeLicenceKey } from '../../i18n/keys.ts';

/** What the acknowledgement shows (lib/licence-ack.server.ts builds it); `details` only for the browser that submitted. */
export interface LicenceAck {
  applicationNo: string;
  trackUrl: string;
  trackPath: string;
  /** The QR code of trackUrl, as SVG markup made on the server (works without JavaScript). */
  qrSvg: string;
  details: TradeLicenceAcknowledgement | null;
}

/** Rupees as India writes them: ₹1,500. */
export const rupees = (amount: number, lang: string) =>
  new Intl.NumberFormat(lang === 'hi' ? 'hi-IN' : 'en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);

/**
 * The acknowledgement after submitting a trade licence application, made to be kept (on screen and on one printed
 * page): the council, the number, the date, the trade, the fee due, the documents received, what happens next, the
 * tracking address and its QR code.
 */
export function LicenceAcknowledgement({ ack }: { ack: LicenceAck }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const { site, council, address } = useSite();
  const d = ack.details;
  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
  const docLabel = (kind: string) => TRADE_LICENCE_DOCUMENTS.find((x) => x.key === kind)?.label[lang] ?? kind;
  return (
    <div className="card card-body shadow-sm receipt" data-testid="licence-ack">
      <div className="receipt-council">
        <strong className="d-block">{council}</strong>
        {address && <span className="d-block small">{address}</span>}
      </div>
      <h1 className="h2 text-success">{t('tradeLicence.ack.title')}</h1>
      <p className="mb-1">{t('tradeLicence.ack.number')}:</p>
      <p className="complaint-no ref-no" data-testid="application-no">
        {ack.applicationNo}
      </p>
      <p>{t('tradeLicence.ack.keep')}</p>
      <div className="receipt-body">
        <dl className="receipt-details">
          {d && (
            <>
              {row(
                t('tradeLicence.ack.submittedAt'),
                `${formatDate(d.submittedAt, 'dateTime', i18n.language)} ${t('tradeLicence.ack.ist')}`,
              )}
              {row(t('tradeLicence.ack.trade'), d.tradeName, 'ack-trade')}
              {row(t('tradeLicence.ack.licenceType'), t(tradeLicenceKey('options', 'licenceType', d.licenceType)))}
              {row(
                t('tradeLicence.ack.feeDue'),
                d.feeDue === null ? t('tradeLicence.ack.feeAssessed') : rupees(d.feeDue, i18n.language),
                'ack-fee',
              )}
              {row(
                t('tradeLicence.ack.documents'),
                <ul className="list-unstyled mb-0" data-testid="ack-documents">
                  {d.documents.map((doc) => (
                    <li key={doc.kind}>{docLabel(doc.kind)}</li>
                  ))}
                </ul>,
              )}
            </>
          )}
          {row(
            t('tradeLicence.ack.trackAt'),
            <a href={ack.trackUrl} className="receipt-url">
              {ack.trackUrl}
            </a>,
            'ack-track-url',
          )}
        </dl>
        <figure className="receipt-qr mb-0">
          {/* The QR library's own markup, made on the server from the tracking address alone. */}
          <div role="img" aria-label={t('tradeLicence.ack.qr')} data-testid="ack-qr" dangerouslySetInnerHTML={{ __html: ack.qrSvg }} />
          <figcaption className="small">{t('tradeLicence.ack.qrHint')}</figcaption>
        </figure>
      </div>
      <p className="small">{t('tradeLicence.ack.feeNote')}</p>
      <h2 className="h5">{t('tradeLicence.ack.nextTitle')}</h2>
      <ol>
        <li>{t('tradeLicence.ack.next1')}</li>
        <li>{t('tradeLicence.ack.next2')}</li>
        <li>{t('tradeLicence.ack.next3')}</li>
      </ol>
      <p className="small">{t('tradeLicence.contact', { phone: site.phone, email: site.email })}</p>
      <div className="d-flex flex-wrap gap-2 no-print">
        <button type="button" className="btn btn-outline-primary js-only" onClick={() => window.print()}>
          {t('tradeLicence.ack.print')}
        </button>
        <Link className="btn btn-primary" to={ack.trackPath}>
          {t('tradeLicence.ack.trackNow')}
        </Link>
        <Link className="btn btn-link" to="/tradelicense">
          {t('tradeLicence.ack.another')}
        </Link>
      </div>
    </div>
  );
}
