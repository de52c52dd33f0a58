import { useTranslation } from '../i18n/use-translation.ts';
import type { ComplaintFigures } from '@nagar/contract';

/** A report's totals as a few labelled numbers (the public record and Admin › Reports). */
export function FiguresSummary({ figures: f }: { figures: ComplaintFigures }) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN');
  const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);
  const items: Array<[string, string]> = [
    [t('reports.filed'), number(f.filed)],
    [t('reports.resolved'), t('reports.percent', { figure: number(f.resolved), percent: percent(f.resolved, f.filed) })],
    [t('reports.onTime'), t('reports.percent', { figure: number(f.resolvedOnTime), percent: percent(f.resolvedOnTime, f.resolved) })],
    [t('reports.reopened'), number(f.reopened)],
    [t('reports.rating'), f.averageRating === null ? '—' : t('reports.ratingValue', { value: f.averageRating, count: f.rated })],
    [t('reports.median'), f.medianDaysToResolve === null ? '—' : t('reports.days', { count: f.medianDaysToResolve })],
  ];
  return (
    <dl className="row g-2 figures-summary" data-testid="figures-summary">
      {items.map(([label, value]) => (
        // dl > div > dt + dd: the one grouping HTML allows.
        <div key={label} className="col-6 col-md-4 col-lg-2">
          <dt className="small fw-normal">{label}</dt>
          <dd className="mb-0 fs-5 fw-semibold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
