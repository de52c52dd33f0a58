import { useEffect, useState } from 'react';
import { Link, useRouteLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { can, type SetupItem, type StatusCount } from '@nagar/contract';
import { requireAdmin } from '../../lib/admin-guard.ts';
import { portalContext } from '../../lib/context.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { settingsTexts } from '../../i18n/pages/settings.ts';
import type { AdminData } from './layout.tsx';
import { pageMeta } from '../../lib/site.ts';
import { adminTexts } from '../../lib/admin-texts.ts';
import { api } from '../../lib/admin-api.ts';
import { StatusPie } from '../../components/StatusPie.tsx';

/** The first steps of a new install, for whoever may take them (Admin › Settings is the admin's). */
export async function loader(args: LoaderFunctionArgs) {
  const user = await requireAdmin(args);
  const checklist = can(user.role, 'settings') ? await portalContext(args).portal.setupChecklist() : [];
  return { checklist };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin.dashboardHeading', undefined, adminTexts);

/** Spec: the dashboard's pie chart of complaint counts by status (radius 150 in 400×400). */
export default function Dashboard({ loaderData }: { loaderData: { checklist: SetupItem[] } }) {
  usePageTexts(settingsTexts);
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
      <Checklist items={loaderData.checklist} />
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

/** A new install's first steps, each done or not, with a link to the screen where it is done; gone once all are. */
function Checklist({ items }: { items: SetupItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0 || items.every((i) => i.done)) return null;
  return (
    <section className="card mb-3" aria-labelledby="setup-title" data-testid="setup-checklist">
      <div className="card-body">
        <h2 className="h5" id="setup-title">
          {t('setup.heading')}
        </h2>
        <p>{t('setup.intro')}</p>
        <ul className="list-unstyled mb-0 setup-list">
          {items.map((item) => (
            <li key={item.key} className="d-flex gap-2 align-items-baseline mb-1" data-done={item.done}>
              <span aria-hidden="true" className={item.done ? 'text-success' : 'text-body-secondary'}>
                {item.done ? '✔' : '○'}
              </span>
              <Link to={item.href}>{t(`setup.${item.key}`)}</Link>
              <span className={`badge ${item.done ? 'text-bg-success' : 'text-bg-light border'}`}>
                {t(item.done ? 'setup.done' : 'setup.notDone')}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
