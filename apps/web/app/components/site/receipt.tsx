import { useTranslation } from '../../i18n/use-translation.ts';
import { useSite } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { receiptTexts } from '../../i18n/pages/phone.ts';
import { Text, useItemText } from '../../lib/item-text.tsx';
import { ReceiptCard, ReceiptRow, TrackRow } from './receipt-card.tsx';
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
  const { site } = useSite();
  const text = useItemText();
  const { complaintNo: no, details } = receipt;
  const helpline = site.tollFree || site.phone;
  return (
    <ReceiptCard
      testId="receipt"
      councilTestId="receipt-council"
      title={t('grievance_post.filedTitle')}
      numberLabel={t('grievance_post.filedNumber')}
      number={no}
      numberTestId="complaint-no"
      keep={t('grievance_post.filedKeep')}
      details={
        <>
          {details && (
            <>
              <ReceiptRow
                label={t('receipt.filedAt')}
                value={`${formatDate(details.filedAt, 'dateTime', i18n.language)} ${t('receipt.ist')}`}
                testId="receipt-filed-at"
              />
              <ReceiptRow label={t('receipt.dueBy')} value={formatDate(details.dueDate, 'day', i18n.language)} testId="receipt-due" />
              <ReceiptRow label={t('receipt.district')} value={<Text value={text(details, 'district')} />} />
              <ReceiptRow label={t('receipt.ward')} value={<Text value={text(details, 'ward')} />} testId="receipt-ward" />
              <ReceiptRow label={t('receipt.type')} value={<Text value={text(details, 'grivance')} />} testId="receipt-type" />
              <ReceiptRow label={t('receipt.description')} value={<span className="receipt-description">{details.description}</span>} />
              {details.landmark && <ReceiptRow label={t('receipt.landmark')} value={details.landmark} />}
            </>
          )}
          <TrackRow label={t('receipt.trackAt')} url={receipt.trackUrl} testId="receipt-track-url" />
          {helpline && <ReceiptRow label={t('receipt.helpline')} value={<a href={`tel:${helpline.replace(/\s/g, '')}`}>{helpline}</a>} />}
        </>
      }
      qr={{ svg: receipt.qrSvg, label: t('receipt.qr'), hint: t('receipt.qrHint'), testId: 'receipt-qr' }}
      print={t('grievance_post.print')}
      actions={
        receipt.pdfPath && (
          // A plain link: the browser downloads the file (a resource route, no page).
          <a className="btn btn-outline-primary" href={receipt.pdfPath} download data-testid="receipt-pdf">
            {t('receipt.pdf')}
          </a>
        )
      }
      trackNow={{ path: receipt.trackPath, label: t('grievance_post.trackNow') }}
      another={{ path: '/postgrievance', label: t('grievance_post.another') }}
    >
      <p className="small" data-testid="receipt-note">
        {receipt.withToken ? t('receipt.tokenNote') : t('receipt.mobileNote')}
      </p>
    </ReceiptCard>
  );
}
