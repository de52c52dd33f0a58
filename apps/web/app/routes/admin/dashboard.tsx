import { useEffect, useState } from 'react';
import { useRouteLoaderData, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StatusCount } from '@nagar/contract';
import type { AdminData } from './layout.tsx';
import { pageMeta } from '../../lib/site.ts';
import { adminTexts } from '../../lib/admin-texts.ts';
import { api } from '../../lib/admin-api.ts';
import { StatusPie } from '../../components/StatusPie.tsx';


export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin.dashboardHeading', undefined, adminTexts);

/** Spec: the dashboard's pie chart of complaint counts by status (radius 150 in 400×400). */
export default function Dashboard() {
  const { t } = useTranslation();
  const data = useRouteLoaderData<AdminData>('routes/admin/layout');
  const [counts, setCounts] = useState<StatusCount[] | null>(null);

  useEffect(() => {
    api<StatusCount[]>('/api/Admin/complaint-count?statusFilter=All')
      .then(({ data: d }) => setCounts(Array.isArray(d) ? d : []))
      .catch((err: unknown) => {
        // Spec §8: a failure leaves the counts empty and is logged only.
        console.error(err);
        setCounts([]);
      });
  }, []);

  return (
    <>
      <h1 className="h3">{t('admin.dashboardHeading')}</h1>
      <p>{t('admin.dashboardIntro', { name: data?.user.name ?? '' })}</p>
      <section className="card" aria-labelledby="chart-title">
        <div className="card-body">
          <h2 className="h5" id="chart-title">
            {t('complaints.chartTitle')}
          </h2>
          {counts === null ? (
            <p role="status">{t('common.loading')}</p>
          ) : counts.length === 0 ? (
            <p>{t('complaints.none')}</p>
          ) : (
            <StatusPie counts={counts} size={400} radius={150} title={t('complaints.chartTitle')} />
          )}
        </div>
      </section>
    </>
  );
}
