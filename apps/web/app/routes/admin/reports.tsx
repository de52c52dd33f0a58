import { Form } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ComplaintReport } from '@nagar/contract';
import { reportTexts } from '../../i18n/pages/reports.ts';
import { staffComplaints } from '../../i18n/pages/staff-complaints.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { ApiError, api } from '../../lib/admin-api.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { useItemText } from '../../lib/item-text.tsx';
import { FormField } from '../../components/form-field.tsx';
import { ComplaintFiguresView, WardFiguresView } from '../../components/complaint-figures.tsx';
import { FiguresSummary } from '../../components/figures-summary.tsx';
import type { Route } from './+types/reports';
import { dataKey } from '../../i18n/keys.ts';
import { SubmitCell } from '../../components/submit-cell.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'reports.adminTitle', undefined, reportTexts);

/** The report of the URL's range (default: this month), from the API (an officer: their wards' figures). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const params = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const key of ['from', 'to']) if (params.get(key)) query.set(key, params.get(key)!);
  try {
    const { data } = await api<ComplaintReport>(`/api/Admin/reports/complaints?${query.toString()}`, { signal: request.signal });
    return { report: data, error: null, from: params.get('from') ?? '', to: params.get('to') ?? '' };
  } catch (err) {
    if (!(err instanceof ApiError) || err.status !== 400) throw err;
    return { report: null, error: err.message, from: params.get('from') ?? '', to: params.get('to') ?? '' };
  }
}

export function HydrateFallback() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

/** Admin › Reports (issue 28): a period's complaints in all, by ward, by type and by channel, as charts and tables. */
export default function Reports({ loaderData }: Route.ComponentProps) {
  usePageTexts({ ...reportTexts, staffComplaints });
  const { t, i18n } = useTranslation();
  const text = useItemText();
  const { report, error } = loaderData;
  const day = (d: string) => formatDate(d, 'day', i18n.language);
  return (
    <>
      <h1 className="h3">{t('reports.adminTitle')}</h1>
      <p>{t('reports.adminIntro')}</p>
      <Form method="get" className="card card-body mb-3">
        <div className="row g-2 align-items-end">
          <FormField id="r-from" label={t('reports.from')} className="col-sm-4 col-lg-3">
            {(control) => (
              <input {...control} type="date" name="from" defaultValue={report?.from ?? loaderData.from} className="form-control" />
            )}
          </FormField>
          <FormField id="r-to" label={t('reports.to')} className="col-sm-4 col-lg-3">
            {(control) => <input {...control} type="date" name="to" defaultValue={report?.to ?? loaderData.to} className="form-control" />}
          </FormField>
          <SubmitCell className="col-sm-4 col-lg-2" wide>
            {t('reports.show')}
          </SubmitCell>
        </div>
      </Form>
      {error && (
        <p className="alert alert-danger" role="alert">
          {error}
        </p>
      )}
      {report && (
        <div className="card card-body">
          <h2 className="h4">{t('reports.period', { from: day(report.from), to: day(report.to) })}</h2>
          {report.total.filed === 0 ? (
            <p className="mb-0">{t('reports.none')}</p>
          ) : (
            <>
              <FiguresSummary figures={report.total} />
              <WardFiguresView byWard={report.byWard} />
              <ComplaintFiguresView
                id="by-type"
                title={t('reports.byType')}
                nameHeading={t('reports.type')}
                rows={report.byType.map((x) => ({ key: x.type, label: text({ value: x.type, valueHi: x.typeHi }, 'value'), figures: x }))}
              />
              <ComplaintFiguresView
                id="by-channel"
                title={t('reports.byChannel')}
                nameHeading={t('reports.channel')}
                rows={report.byChannel.map((x) => ({
                  key: x.channel,
                  label: { text: t(dataKey(`staffComplaints.channels.${x.channel}`), { defaultValue: x.channel }) },
                  figures: x,
                }))}
              />
            </>
          )}
        </div>
      )}
    </>
  );
}
