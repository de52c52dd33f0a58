import { data, useLocation } from 'react-router';
import { RSS_FEEDS, resources, type FeedName, type ResourceDef, type ResourceName } from '@nagar/contract';
import type { Route } from './+types/public-list';
import { pageMeta } from '../../lib/site.ts';
import { PUBLIC_PAGE_SIZE, PublicList } from '../../components/site/public-list.tsx';
import { PublicListError } from '../../components/site/public-list-error.tsx';
import { FeedLink, feedMeta } from '../../components/site/feed-link.tsx';
import type { TextKey } from '../../i18n/texts.ts';

/**
 * The public list of every content type with a `publicPath` (/notice, /circulars, /officeorder, /latestnews):
 * one module, registered in routes.ts under each path; the path picks the definition. One page of the list
 * from the server; a page past the end is a 404 with the type's own text.
 */
export function publicListDef(pathname: string): ResourceDef<ResourceName> {
  // Route paths match regardless of case (/Notice is /notice).
  const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  const def = resources.find((r) => r.publicPath === path);
  if (!def) throw new Error(`No content type is listed at /${path}`);
  return def;
}

/** The page's meta description, where a type has its own (the rest share the site's). */
const DESCRIPTIONS: Partial<Record<ResourceName, TextKey>> = { notice: 'meta.noticeDescription' };

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const def = publicListDef(url.pathname);
  const pageText = url.searchParams.get('page') ?? '1';
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const { items, total } = await context.portal.list(def.name, { page, pageSize: PUBLIC_PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
  if (page > pages) throw data(null, { status: 404 });
  return { items, page, pages };
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const def = publicListDef(location.pathname);
  const feed = feedOf(def);
  return [
    ...pageMeta(matches, `res.${def.name}.publicTitle`, DESCRIPTIONS[def.name] ?? 'meta.siteDescription'),
    ...(feed ? feedMeta(matches, feed, `res.${def.name}.publicTitle`) : []),
  ];
};

/** The type's RSS feed, where it has one (notices and latest news; circulars and office orders have none). */
const feedOf = (def: ResourceDef) => (def.name in RSS_FEEDS ? (def.name as FeedName) : undefined);

export default function PublicListPage({ loaderData }: Route.ComponentProps) {
  const def = publicListDef(useLocation().pathname);
  const feed = feedOf(def);
  return (
    <>
      <PublicList def={def} {...loaderData} />
      {feed && <FeedLink feed={feed} />}
    </>
  );
}

export function ErrorBoundary() {
  return <PublicListError def={publicListDef(useLocation().pathname)} />;
}
