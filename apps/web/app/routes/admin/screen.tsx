import { Link, data } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  LIST_CAP,
  checkListQuery,
  formatMessage,
  listParamsOf,
  referenceFields,
  resourceName,
  resources,
  type AdminListQuery,
  type ResourceDef,
  type ResourceName,
} from '@nagar/contract';
import type { Route } from './+types/screen';
import { adminNav } from '../../lib/admin-nav.ts';
import { requireAdmin } from '../../lib/admin-guard.ts';
import { portalContext } from '../../lib/context.ts';
import { ResourceScreen } from '../../components/admin/resource-screen.tsx';
import type { ListPage } from '../../components/admin/resource-list.tsx';
import { pageMeta } from '../../lib/site.ts';
import { adminTexts } from '../../lib/admin-texts.ts';
import { langFromRequest } from '../../i18n/index.ts';
import { apiWriteAction } from '../../lib/api-write.ts';
import { ReferenceOptions, referenceOptions, type ReferenceOption } from '../../components/admin/reference-options.tsx';

/** Rows per page of a content type's admin list. */
export const ADMIN_PAGE_SIZE = 25;

/**
 * Reads one page of the list from the URL's search, filters, sort and page. Bad parameters are left out and
 * named (in the page's language) beside their control, as the API names them with a 400.
 */
async function readList(def: ResourceDef<ResourceName>, args: Route.LoaderArgs, lang: 'en' | 'hi'): Promise<ListPage> {
  const url = new URL(args.request.url);
  const raw: Record<string, string> = {};
  for (const name of listParamsOf(def)) {
    const v = url.searchParams.get(name);
    if (v !== null) raw[name] = v;
  }
  const first = checkListQuery(def, raw);
  const errors = Object.fromEntries(Object.entries(first.errors).map(([k, e]) => [k, formatMessage(e.key, e.params, lang)]));
  for (const name of Object.keys(errors)) delete raw[name];
  const { query } = Object.keys(errors).length ? checkListQuery(def, raw) : first;
  const q: AdminListQuery = { ...query, page: query.page ?? 1, pageSize: query.pageSize ?? ADMIN_PAGE_SIZE };
  const page = await portalContext(args).portal.adminList(def.name, q);
  return {
    items: page.items,
    total: page.total,
    page: q.page!,
    pageSize: q.pageSize!,
    sort: query.sort ?? null,
    narrowed: Boolean(query.search || query.equals || query.contains || query.range),
    errors,
  };
}

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const { params } = args;
  const def = resources.find((r) => r.adminPath === params.screen);
  const nav = adminNav.find((n) => n.path === params.screen);
  if (!def && !nav) throw data(null, { status: 404 });
  const lang = langFromRequest(args.request);
  // The rows each reference field may point to (a locality's ward), for its select and the table's names.
  const references: Record<string, ReferenceOption[]> = {};
  for (const field of def ? referenceFields(def) : []) {
    const page = await portalContext(args).portal.adminList(resourceName(field.references!), { page: 1, pageSize: LIST_CAP });
    references[field.key] = referenceOptions(page.items);
  }
  return { resource: def?.name ?? null, navKey: nav?.key ?? null, list: def ? await readList(def, args, lang) : null, references };
}

/** Saves and deletes of the screen's records (useApiWrite): the router then reads the list again. */
export const clientAction = (args: Route.ClientActionArgs) => apiWriteAction(args);

export const meta: Route.MetaFunction = ({ data: d, error, matches }) => {
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
export default function Screen({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const def = resources.find((r) => r.name === loaderData.resource);
  if (def && loaderData.list)
    return (
      <ReferenceOptions.Provider value={loaderData.references}>
        <ResourceScreen key={def.name} def={def} list={loaderData.list} />
      </ReferenceOptions.Provider>
    );
  return (
    <>
      <h1 className="h3">{t(`admin.${loaderData.navKey ?? 'menu'}`)}</h1>
      <p>{t('admin.notBuilt')}</p>
    </>
  );
}
