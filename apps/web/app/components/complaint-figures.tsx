import { useTranslation } from '../i18n/use-translation.ts';
import type { ComplaintFigures, ComplaintReport } from '@nagar/contract';
import { Text, useItemText, type ItemText } from '../lib/item-text.tsx';
import { TableHead } from './table-head.tsx';

/** One row of a report: what it is about (a ward, a type, a channel) and its figures. */
export interface FiguresRow {
  key: string;
  label: ItemText;
  figures: ComplaintFigures;
}

const BAR_HEIGHT = 12;
const ROW_HEIGHT = 36;

/**
 * A report's rows as a bar chart drawn in SVG (filed and resolved side by side, each row's numbers written beside its
 * bars) and, beside it, the same figures as a table: nothing is told by the chart alone (issue 28). The chart scales
 * to its container; the table scrolls inside its own box on a narrow screen.
 */
export function ComplaintFiguresView({
  rows,
  title,
  nameHeading,
  id,
}: {
  rows: FiguresRow[];
  title: string;
  nameHeading: string;
  id: string;
}) {
  const { t, i18n } = useTranslation();
  const number = (n: number) => n.toLocaleString(i18n.language === 'hi' ? 'hi-IN' : 'en-IN');
  const max = Math.max(1, ...rows.map((r) => r.figures.filed));
  // Drawn for a phone's width (about 1:1 at 375 px); no wider than 560 px on a larger screen (complaint-figures in site.css).
  const width = 360;
  const barSpace = width - 70;
  const height = rows.length * ROW_HEIGHT + 24;
  const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 100) : 0);
  return (
    <figure className="complaint-figures mb-4" aria-labelledby={`${id}-caption`}>
      <figcaption id={`${id}-caption`} className="h5">
        {title}
      </figcaption>
      {rows.length > 0 && (
        <svg
          viewBox={`0 0 ${width} ${height}`}
          width="100%"
          role="img"
          aria-label={t('reports.chart', { what: title })}
          className="figures-chart mb-2"
        >
          <g aria-hidden="true" fontSize="13" fill="#212529">
            <rect x={0} y={4} width={12} height={12} fill="#6c757d" />
            <text x={18} y={14}>
              {t('reports.legendFiled')}
            </text>
            <rect x={110} y={4} width={12} height={12} fill="#198754" />
            <text x={128} y={14}>
              {t('reports.legendResolved')}
            </text>
            {rows.map((r, i) => {
              const y = 24 + i * ROW_HEIGHT;
              const filed = (r.figures.filed / max) * barSpace;
              const resolved = (r.figures.resolved / max) * barSpace;
              return (
                <g key={r.key}>
                  <text x={0} y={y + 10}>
                    {r.label.text}
                  </text>
                  <rect x={0} y={y + 13} width={Math.max(1, filed)} height={BAR_HEIGHT / 2 + 2} fill="#6c757d" />
                  <rect x={0} y={y + 21} width={Math.max(resolved ? 1 : 0, resolved)} height={BAR_HEIGHT / 2 + 2} fill="#198754" />
                  <text x={Math.max(filed, resolved) + 6} y={y + 27}>
                    {number(r.figures.filed)} / {number(r.figures.resolved)}
                  </text>
                </g>
              );
            })}
          </g>
        </svg>
      )}
      {/* Scrolls sideways on a narrow screen: reachable by keyboard, named by the figure's caption. */}
      <div className="table-responsive" tabIndex={0} role="region" aria-labelledby={`${id}-caption`}>
        <table className="table table-sm table-bordered align-middle mb-0" data-testid={`${id}-table`}>
          <TableHead
            className="table-light"
            columns={[
              nameHeading,
              ...(['filed', 'resolved', 'onTime', 'reopened', 'rating', 'median'] as const).map((k) => t(`reports.${k}`)),
            ]}
          />
          <tbody>
            {rows.map((r) => {
              const f = r.figures;
              return (
                <tr key={r.key}>
                  <th scope="row">
                    <Text value={r.label} />
                  </th>
                  <td>{number(f.filed)}</td>
                  <td>{t('reports.percent', { figure: number(f.resolved), percent: percent(f.resolved, f.filed) })}</td>
                  <td>{t('reports.percent', { figure: number(f.resolvedOnTime), percent: percent(f.resolvedOnTime, f.resolved) })}</td>
                  <td>{number(f.reopened)}</td>
                  <td>{f.averageRating === null ? '—' : t('reports.ratingValue', { value: f.averageRating, count: f.rated })}</td>
                  <td>{f.medianDaysToResolve === null ? '—' : t('reports.days', { count: f.medianDaysToResolve })}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

/** The figures by ward, each ward named in the visitor's language: the public record's and Admin › Reports' first view. */
export function WardFiguresView({ byWard }: { byWard: ComplaintReport['byWard'] }) {
  const { t } = useTranslation();
  const text = useItemText();
  return (
    <ComplaintFiguresView
      id="by-ward"
      title={t('reports.byWard')}
      nameHeading={t('reports.ward')}
      rows={byWard.map((w) => ({ key: w.ward, label: text({ value: w.ward, valueHi: w.wardHi }, 'value'), figures: w }))}
    />
  );
}
