import { Link, data } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../lib/site.ts';
import { TenderSummary } from './tenders.tsx';
import type { Route } from './+types/tender-details';

/** /tender-details?id=N: one tender's headline, number, details, documents and closing time, as a page. */
export async function loader(args: Route.LoaderArgs) {
  const id = Number(new URL(args.request.url).searchParams.get('id'));
  const item = Number.isInteger(id) && id > 0 ? await args.context.portal.get('tender', id) : null;
  if (!item) throw data(null, { status: 404 });
  return { item };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'tenders.pageTitle', 'tenders.description');

export default function TenderDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <p className="small">
        <Link to="/currenttender">{t('tenders.current')}</Link> · <Link to="/pasttender">{t('tenders.past')}</Link>
      </p>
      <h1 className="h2">{String(loaderData.item.tender_title)}</h1>
      <TenderSummary item={loaderData.item} />
    </>
  );
}

export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h2">{t('tenders.pageTitle')}</h1>
      <p role="alert">{t('tenders.notFound')}</p>
    </>
  );
}
