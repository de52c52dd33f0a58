import { useTranslation } from '../../i18n/use-translation.ts';
import { TRADE_LICENCE_DOCUMENTS, type TradeLicenceAcknowledgement } from '@nagar/contract';
import { useSite } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { tradeLicenceKey } from '../../i18n/keys.ts';
import { ReceiptCard, ReceiptRow, TrackRow } from './receipt-card.tsx';

/** What the acknowledgement shows (lib/licence-ack.server.ts builds it); `details` only for the browser that submitted. */
export interface LicenceAck {
  applicationNo: string;
  trackUrl: string;
  trackPath: string;
  /** The QR code of trackUrl, as SVG markup made on the server (works without JavaScript). */
  qrSvg: string;
  details: TradeLicenceAcknowledgement | null;
}

/** Where to ask for help, from the settings: the telephone and the e-mail, either, or nothing when neither is set. */
export function LicenceHelp({ className }: { className: string }) {
  const { t } = useTranslation();
  const { site } = useSite();
  const { phone, email } = site;
  if (!phone && !email) return null;
  const key = phone && email ? 'tradeLicence.contact' : phone ? 'tradeLicence.contactPhone' : 'tradeLicence.contactEmail';
  return <p className={className}>{t(key, { phone, email })}</p>;
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
  const d = ack.details;
  const docLabel = (kind: string) => TRADE_LICENCE_DOCUMENTS.find((x) => x.key === kind)?.label[lang] ?? kind;
  return (
    <ReceiptCard
      testId="licence-ack"
      title={t('tradeLicence.ack.title')}
      numberLabel={t('tradeLicence.ack.number')}
      number={ack.applicationNo}
      numberTestId="application-no"
      keep={t('tradeLicence.ack.keep')}
      details={
        <>
          {d && (
            <>
              <ReceiptRow
                label={t('tradeLicence.ack.submittedAt')}
                value={`${formatDate(d.submittedAt, 'dateTime', i18n.language)} ${t('tradeLicence.ack.ist')}`}
              />
              <ReceiptRow label={t('tradeLicence.ack.trade')} value={d.tradeName} testId="ack-trade" />
              <ReceiptRow label={t('tradeLicence.ack.licenceType')} value={t(tradeLicenceKey('options', 'licenceType', d.licenceType))} />
              <ReceiptRow
                label={t('tradeLicence.ack.feeDue')}
                value={d.feeDue === null ? t('tradeLicence.ack.feeAssessed') : rupees(d.feeDue, i18n.language)}
                testId="ack-fee"
              />
              <ReceiptRow
                label={t('tradeLicence.ack.documents')}
                value={
                  <ul className="list-unstyled mb-0" data-testid="ack-documents">
                    {d.documents.map((doc) => (
                      <li key={doc.kind}>{docLabel(doc.kind)}</li>
                    ))}
                  </ul>
                }
              />
            </>
          )}
          <TrackRow label={t('tradeLicence.ack.trackAt')} url={ack.trackUrl} testId="ack-track-url" />
        </>
      }
      qr={{ svg: ack.qrSvg, label: t('tradeLicence.ack.qr'), hint: t('tradeLicence.ack.qrHint'), testId: 'ack-qr' }}
      print={t('tradeLicence.ack.print')}
      trackNow={{ path: ack.trackPath, label: t('tradeLicence.ack.trackNow') }}
      another={{ path: '/tradelicense', label: t('tradeLicence.ack.another') }}
    >
      <p className="small">{t('tradeLicence.ack.feeNote')}</p>
      <h2 className="h5">{t('tradeLicence.ack.nextTitle')}</h2>
      <ol>
        <li>{t('tradeLicence.ack.next1')}</li>
        <li>{t('tradeLicence.ack.next2')}</li>
        <li>{t('tradeLicence.ack.next3')}</li>
      </ol>
      <LicenceHelp className="small" />
    </ReceiptCard>
  );
}
