import { Link, data, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resources } from '@nagar/contract';
import { adminNav } from '../../lib/admin-nav.ts';
import { requireAdmin } from '../../lib/admin-guard.ts';
import { ResourceScreen } from '../../components/admin/ResourceScreen.tsx';
import { pageMeta } from '../../lib/site.ts';
import { adminTexts } from '../../lib/admin-texts.ts';

export async function loader(args: LoaderFunctionArgs) {
  await requireAdmin(args);
  const { params } = args;
  const def = resources.find((r) => r.adminPath === params.screen);
  const nav = adminNav.find((n) => n.path === params.screen);
  if (!def && !nav) throw data(null, { status: 404 });
  return { resource: def?.name ?? null, navKey: nav?.key ?? null };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, error, matches }) => {
  if (error) return pageMeta(matches, 'notFound.title', undefined, adminTexts);
  return pageMeta(matches, d?.resource ? `res.${d.resource}.heading` : `admin.${d?.navKey ?? 'menu'}`, undefined, adminTexts);
};

/** An admin path that is no screen: the 404 text inside the back office's shell. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h3">{t('notFound.title')}</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/admin/dashboard">{t('admin.dashboard')}</Link>
    </>
  );
}

/** Every content type's screen is the one generic screen, driven by its contract. */
export default function Screen({ loaderData }: { loaderData: { resource: string | null; navKey: string | null } }) {
  const { t } = useTranslation();
  const def = resources.find((r) => r.name === loaderData.resource);
  if (def) return <ResourceScreen key={def.name} def={def} />;
  return (
    <>
      <h1 className="h3">{t(`admin.${loaderData.navKey}`)}</h1>
      <p>{t('admin.notBuilt')}</p>
    </>
  );
}
