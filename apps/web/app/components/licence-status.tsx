import { useTranslation } from '../i18n/use-translation.ts';
import type { TradeLicenceStatus } from '@nagar/contract';

const BADGES: Record<TradeLicenceStatus, string> = {
  submitted: 'text-bg-primary',
  scrutiny: 'text-bg-info',
  returned: 'text-bg-warning',
  approved: 'text-bg-success',
  rejected: 'text-bg-danger',
};

/** A trade licence application's status as a badge, in the page's language (texts: licenceTrack.statuses). */
export function LicenceStatusBadge({ status }: { status: TradeLicenceStatus }) {
  const { t } = useTranslation();
  return <span className={`badge ${BADGES[status]}`}>{t(`licenceTrack.statuses.${status}`)}</span>;
}
