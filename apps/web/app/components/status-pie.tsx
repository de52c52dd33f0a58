import { useTranslation } from '../i18n/use-translation.ts';
import { OTHER_STATUS_STYLE, STATUS_STYLE, type StatusCount } from '@nagar/contract/base';
import { pieSlices, sliceLabelPoint, slicePath } from '../lib/pie.ts';

export const statusStyle = (status: string) => STATUS_STYLE[status] ?? OTHER_STATUS_STYLE;

/** A status's name in the page's language (free-text statuses from data stay as they are). */
export function useStatusLabel() {
  const { i18n } = useTranslation();
  return (status: string) => STATUS_STYLE[status]?.label[i18n.language === 'hi' ? 'hi' : 'en'] ?? status;
}

/**
 * Complaint counts as a pie (spec §9: home 200×200 radius 75 labels 20 beyond; dashboard 400×400 radius 150),
 * colours fixed per status and matching the badges, and the same numbers as a text list beside it,
 * so nothing depends on colour alone.
 */
export function StatusPie({ counts, size, radius, title }: { counts: StatusCount[]; size: number; radius: number; title: string }) {
  const { t } = useTranslation();
  const label = useStatusLabel();
  const data = counts.filter((c) => c.count > 0);
  const total = data.reduce((sum, c) => sum + c.count, 0);
  const slices = pieSlices(data, (c) => c.count);
  const c = size / 2;
  return (
    <figure className="status-pie d-flex flex-wrap align-items-center gap-3 mb-0">
      {total > 0 && (
        <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} role="img" aria-label={title} className="flex-shrink-0">
          <g transform={`translate(${c},${c})`}>
            {slices.map((s) => (
              <path key={s.data.status} d={slicePath(s, radius)} fill={statusStyle(s.data.status).fill} stroke="#fff" strokeWidth={1.5} />
            ))}
            {slices.map((s) => {
              const [x, y] = sliceLabelPoint(s, radius + 20);
              return (
                <text
                  key={s.data.status}
                  x={x}
                  y={y}
                  textAnchor="middle"
                  dominantBaseline="middle"
                  fontSize={size > 300 ? 14 : 11}
                  fill="#212529"
                  aria-hidden="true"
                >
                  {s.data.count}
                </text>
              );
            })}
          </g>
        </svg>
      )}
      <figcaption>
        <ul className="list-unstyled mb-0 status-counts">
          {counts.map((s) => (
            <li key={s.status} className="d-flex align-items-center gap-2">
              <span className="status-swatch" aria-hidden="true" data-status={s.status} />
              <span>
                {label(s.status)}: <strong>{s.count}</strong>
              </span>
            </li>
          ))}
          <li className="mt-1">
            {t('complaints.total')}: <strong>{total}</strong>
          </li>
        </ul>
      </figcaption>
    </figure>
  );
}
