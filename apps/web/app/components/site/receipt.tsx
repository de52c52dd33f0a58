import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSite } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { receiptTexts } from '../../i18n/pages/phone.ts';
import { Text, useItemText } from '../../lib/item-text.tsx';
import type { PublicComplaint } from '@nagar/contract';

/** What the grievance receipt shows (lib/receipt.server.ts builds it). */
export interface GrievanceReceipt {
  complaintNo: string;
  /** The tracking page's full address (PUBLIC_URL), with the number and, for the browser that filed it, the token. */
  trackUrl: string;
  /** The same address as a path of this site. */
  trackPath: string;
  /** Whether they carry the tracking token (the browser that filed it): they open the complaint without the mobile. */
  withToken: boolean;
  /** The receipt as a PDF (English and Hindi), with the token: null without it. */
  pdfPath: string | null;
  /** The QR code of trackUrl, as SVG markup made on the server (works without JavaScript). */
  qrSvg: string;
  /** Null when this browser did not file it (the details need the mobile number too). */
  details:
    | (Pick<PublicComplaint, 'district' | 'districtHi' | 'ward' | 'wardHi' | 'grivance' | 'grivanceHi'> & {
        filedAt: string;
        /** When it is due to be resolved (its type's resolution days). */
        dueDate: string;
        description: string;
        landmark: string;
      })
    | null;
}

/**
 * The confirmation after filing a grievance, made to be kept: on screen and on one printed A4 page, with the
 * council's name and address (the page header is not printed), the complaint's details, the tracking address
 * and its QR code, and the helpline.
 */
export function Receipt({ receipt }: { receipt: GrievanceReceipt }) {
  usePageTexts(receiptTexts);
  const { t, i18n } = useTranslation();
  const { site, council, address } = useSite();
  const text = useItemText();
  const { complaintNo: no, details } = receipt;
  const helpline = site.tollFree || site.phone;
  const row = (label: string, value: React.ReactNode, testId?: string) => (
    <>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </>
  );
  return (
    <div className="card card-body shadow-sm receipt" data-testid="receipt">
      <div className="receipt-council" data-testid="receipt-council">
        <strong className="d-block">{council}</strong>
        {address && <span className="d-block small">{address}</span>}
      </div>
      <h1 className="h2 text-success">{t('grievance_post.filedTitle')}</h1>
      <p className="mb-1">{t('grievance_post.filedNumber')}:</p>
      <p className="complaint-no ref-no" data-testid="complaint-no">
        {no}
      </p>
      <p>{t('grievance_post.filedKeep')}</p>
      <div className="receipt-body">
        <dl className="receipt-details">
          {details && (
            <>
              {row(
                t('receipt.filedAt'),
                `${formatDate(details.filedAt, 'dateTime', i18n.language)} ${t('receipt.ist')}`,
                'receipt-filed-at',
              )}
              {row(t('receipt.dueBy'), `${formatDate(details.dueDate, 'day', i18n.language)}`, 'receipt-due')}
              {row(t('receipt.district'), <Text value={text(details, 'district')} />)}
              {row(t('receipt.ward'), <Text value={text(details, 'ward')} />, 'receipt-ward')}
              {row(t('receipt.type'), <Text value={text(details, 'grivance')} />, 'receipt-type')}
              {row(t('receipt.description'), <span className="receipt-description">{details.description}</span>)}
              {details.landmark && row(t('receipt.landmark'), details.landmark)}
            </>
          )}
          {row(
            t('receipt.trackAt'),
            <a href={receipt.trackUrl} className="receipt-url">
              {receipt.trackUrl}
            </a>,
            'receipt-track-url',
          )}
          {helpline && row(t('receipt.helpline'), <a href={`tel:${helpline.replace(/\s/g, '')}`}>{helpline}</a>)}
        </dl>
        <figure className="receipt-qr mb-0">
          {/* The QR library's own markup, made on the server from the tracking address alone. */}
          <div role="img" aria-label={t('receipt.qr')} data-testid="receipt-qr" dangerouslySetInnerHTML={{ __html: receipt.qrSvg }} />
          <figcaption className="small">{t('receipt.qrHint')}</figcaption>
        </figure>
      </div>
      <p className="small" data-testid="receipt-note">
        {receipt.withToken ? t('receipt.tokenNote') : t('receipt.mobileNote')}
      </p>
      <div className="d-flex flex-wrap gap-2 no-print">
        <button type="button" className="btn btn-outline-primary js-only" onClick={() => window.print()}>
          {t('grievance_post.print')}
        </button>
        {receipt.pdfPath && (
          // A plain link: the browser downloads the file (a resource route, no page).
          <a className="btn btn-outline-primary" href={receipt.pdfPath} download data-testid="receipt-pdf">
            {t('receipt.pdf')}
          </a>
        )}
        <Link className="btn btn-primary" to={receipt.trackPath}>
          {t('grievance_post.trackNow')}
        </Link>
        <Link className="btn btn-link" to="/postgrievance">
          {t('grievance_post.another')}
        </Link>
      </div>
    </div>
  );
}
