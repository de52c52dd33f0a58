import { Form } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { HOLIDAY_TYPES } from '@nagar/contract';
import { holidays } from '../../i18n/pages/holidays.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { currentYearIST, formatDate } from '../../lib/format.ts';
import { pageMeta, useBilingual, useSite } from '../../lib/site.ts';
import type { Route } from './+types/holidays';
import { Text, useItemText } from '../../lib/item-text.tsx';
import { textOf } from '@nagar/contract';
import { TableHead } from '../../components/table-head.tsx';
import { Options } from '../../components/form-field.tsx';

/**
 * The holiday list of one year (?year=, a GET form that works without JavaScript), the current year (IST) by
 * default; staff keep the days under Admin › Holidays. The spec showed a calendar image of 2024: a table can be
 * read aloud, searched and enlarged (docs/spec-notes.md).
 */
export async function loader(args: Route.LoaderArgs) {
  const asked = new URL(args.request.url).searchParams.get('year');
  const current = currentYearIST();
  // A year that is no year (?year=abc) shows the current one.
  const year = asked && /^\d{4}$/.test(asked) ? Number(asked) : current;
  const { items } = await args.context.portal.list('holiday');
  const years = [...new Set([current, ...items.map((h) => Number(String(h.date).slice(0, 4)))])]
    .filter(Number.isFinite)
    .sort((a, b) => b - a);
  return { year, years, items: items.filter((h) => String(h.date).startsWith(`${year}-`)) };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'holidays.title', 'holidays.metaDescription', { holidays });

export default function Holidays({ loaderData }: Route.ComponentProps) {
  usePageTexts({ holidays });
  const { t, i18n } = useTranslation();
  const { state } = useSite();
  const pick = useBilingual();
  const text = useItemText();
  const lang = i18n.language;
  const { year, years, items } = loaderData;
  const typeLabel = (value: unknown) => {
    const type = HOLIDAY_TYPES.find((h) => h.value === value);
    return type ? pick(type.label) : textOf(value ?? '');
  };
  return (
    <>
      <h1 className="h2 mb-3">
        <span className="d-block h5 mb-1 text-body-secondary">{state}</span>
        {t('holidays.title')}
      </h1>
      <p>{t('holidays.officeClosed')}</p>
      <Form method="get" className="d-flex flex-wrap align-items-end gap-2 mb-3">
        <div>
          <label htmlFor="holiday-year" className="form-label">
            {t('holidays.year')}
          </label>
          <select id="holiday-year" name="year" className="form-select" defaultValue={String(year)} key={year}>
            <Options values={years} />
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          {t('holidays.show')}
        </button>
      </Form>
      {items.length === 0 ? (
        <p role="status">{t('holidays.none', { year })}</p>
      ) : (
        // Focusable, so that a keyboard can scroll it sideways on a narrow phone.
        <div className="table-responsive" tabIndex={0} role="region" aria-labelledby="holiday-caption">
          <table className="table table-sm table-striped table-bordered align-middle">
            <caption id="holiday-caption" className="caption-top h5 text-body">
              {t('holidays.caption', { year })}
            </caption>
            <TableHead
              className="table-light"
              columns={[
                { label: t('holidays.serial'), className: 'd-none d-sm-table-cell' },
                ...(['date', 'day', 'occasion', 'type'] as const).map((k) => t(`holidays.${k}`)),
              ]}
            />
            <tbody>
              {items.map((h, i) => (
                <tr key={h.id}>
                  <td className="d-none d-sm-table-cell">{i + 1}</td>
                  <td className="text-nowrap">
                    <time dateTime={String(h.date)}>{formatDate(h.date, 'day', lang)}</time>
                  </td>
                  <td>{formatDate(h.date, 'weekday', lang)}</td>
                  <th scope="row" className="fw-normal">
                    <Text value={text(h, 'occasion')} />
                  </th>
                  <td>{typeLabel(h.type)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="alert alert-info" role="note">
        {t('holidays.indicative', { state: state || t('holidays.stateFallback') })}
      </p>
    </>
  );
}
