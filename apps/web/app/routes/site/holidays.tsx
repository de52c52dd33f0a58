import { holidays } from '../../i18n/pages/holidays.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../lib/format.ts';
import { pageMeta, useSite } from '../../lib/site.ts';
import type { Route } from './+types/holidays';

/**
 * The spec shows a static calendar image of 2024; this is a table of 2026 (docs/spec-notes.md): an image
 * of a table cannot be read by screen readers, searched or enlarged cleanly. The dates follow the
 * commonly published gazetted holidays; the page says that the official notification prevails.
 */
const YEAR = 2026;
const HOLIDAYS: Array<{ date: string; key: string; moon?: true }> = [
  { date: '2026-01-26', key: 'republicDay' },
  { date: '2026-03-04', key: 'holi' },
  { date: '2026-03-21', key: 'idulFitr', moon: true },
  { date: '2026-03-26', key: 'ramNavami' },
  { date: '2026-03-31', key: 'mahavirJayanti' },
  { date: '2026-04-03', key: 'goodFriday' },
  { date: '2026-04-14', key: 'ambedkarJayanti' },
  { date: '2026-05-01', key: 'buddhaPurnima' },
  { date: '2026-05-27', key: 'idulZuha', moon: true },
  { date: '2026-06-26', key: 'muharram', moon: true },
  { date: '2026-08-15', key: 'independenceDay' },
  { date: '2026-08-26', key: 'miladUnNabi', moon: true },
  { date: '2026-09-04', key: 'janmashtami' },
  { date: '2026-10-02', key: 'gandhiJayanti' },
  { date: '2026-10-20', key: 'dussehra' },
  { date: '2026-11-08', key: 'diwali' },
  { date: '2026-11-24', key: 'guruNanakJayanti' },
  { date: '2026-12-25', key: 'christmas' },
];

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'holidays.title', 'holidays.metaDescription', { holidays });

export default function Holidays() {
  usePageTexts({ holidays });
  const { t, i18n } = useTranslation();
  const { state } = useSite();
  const lang = i18n.language;
  return (
    <>
      <h1 className="h2 mb-3">
        <span className="d-block h5 mb-1 text-body-secondary">{state}</span>
        {t('holidays.title')}
      </h1>
      <p>{t('holidays.officeClosed')}</p>
      <div className="table-responsive">
        <table className="table table-sm table-striped table-bordered align-middle">
          <caption className="caption-top h5 text-body">{t('holidays.caption', { year: YEAR })}</caption>
          <thead className="table-light">
            <tr>
              <th scope="col" className="d-none d-sm-table-cell">
                {t('holidays.serial')}
              </th>
              <th scope="col">{t('holidays.date')}</th>
              <th scope="col">{t('holidays.day')}</th>
              <th scope="col">{t('holidays.occasion')}</th>
            </tr>
          </thead>
          <tbody>
            {HOLIDAYS.map((h, i) => (
              <tr key={h.date}>
                <td className="d-none d-sm-table-cell">{i + 1}</td>
                <td className="text-nowrap">
                  <time dateTime={h.date}>{formatDate(h.date, 'd MMM yyyy', lang)}</time>
                </td>
                <td>{formatDate(h.date, 'EEEE', lang)}</td>
                <th scope="row" className="fw-normal">
                  {t(`holidays.occasions.${h.key}`)}
                  {h.moon && <span className="d-block small text-body-secondary">{t('holidays.moon')}</span>}
                </th>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="alert alert-info" role="note">
        {t('holidays.indicative')}
      </p>
    </>
  );
}
