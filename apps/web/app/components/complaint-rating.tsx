import type { ComplaintRating } from '@nagar/contract';
import { useTranslation } from '../i18n/use-translation.ts';

/** The citizen's rating of a resolved complaint as a row of the complaint's `<dl>`, its comment below; nothing without one. */
export function ComplaintRatingRow(props: {
  rating: ComplaintRating | null;
  label: string;
  testId: string;
  /** The term's width in Bootstrap's twelve columns (from `sm` up); the value takes the rest. */
  termCols: number;
}) {
  const { t } = useTranslation();
  const { rating } = props;
  if (!rating) return null;
  return (
    <>
      <dt className={`col-sm-${props.termCols}`}>{props.label}</dt>
      <dd className={`col-sm-${12 - props.termCols}`} data-testid={props.testId}>
        {t('complaints.rating', { rating: rating.rating })}
        {rating.comment && <span className="d-block">{rating.comment}</span>}
      </dd>
    </>
  );
}
