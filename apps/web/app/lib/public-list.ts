import { createElement } from 'react';
import { data, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { ResourceDef, ResourceItem } from '@nagar/contract';
import { portalContext } from './context.ts';
import { pageMeta } from './site.ts';
import { PUBLIC_PAGE_SIZE, PublicList } from '../components/site/PublicList.tsx';
import { PublicListError } from '../components/site/PublicListError.tsx';

type ListData = { items: ResourceItem[]; page: number; pages: number };

/**
 * Everything a public list page exports (loader, meta, page, error boundary) for one content type:
 * one page of the list from the server; a page past the end is a 404 with the type's own text.
 */
export function publicListModule(def: ResourceDef, descriptionKey = 'meta.siteDescription') {
  const loader = async (args: LoaderFunctionArgs): Promise<ListData> => {
    const pageText = new URL(args.request.url).searchParams.get('page') ?? '1';
    const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
    const { items, total } = await portalContext(args).portal.list(def.name, { page, pageSize: PUBLIC_PAGE_SIZE });
    const pages = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
    if (page > pages) throw data(null, { status: 404 });
    return { items, page, pages };
  };
  const meta: MetaFunction = ({ matches }) => pageMeta(matches, `res.${def.name}.publicTitle`, descriptionKey);
  const Page = ({ loaderData }: { loaderData: ListData }) => createElement(PublicList, { def, ...loaderData });
  const ErrorBoundary = () => createElement(PublicListError, { def });
  return { loader, meta, Page, ErrorBoundary };
}
