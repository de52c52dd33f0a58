import { useRouteLoaderData, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AdminData } from './layout.tsx';
import { pageMeta } from '../../lib/site.ts';

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin.dashboardHeading');

/** The complaint chart arrives with the grievance issue; the heading and welcome are here now. */
export default function Dashboard() {
  const { t } = useTranslation();
  const data = useRouteLoaderData<AdminData>('routes/admin/layout');
  return (
    <>
      <h1 className="h3">{t('admin.dashboardHeading')}</h1>
      <p>{t('admin.dashboardIntro', { name: data?.user.name ?? '' })}</p>
    </>
  );
}
