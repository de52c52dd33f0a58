import { data, type LoaderFunctionArgs } from 'react-router';
import type { ResourceDef } from '@nagar/contract';
import { portalContext } from './context.ts';
import { PUBLIC_PAGE_SIZE } from '../components/site/PublicList.tsx';

/** The loader of a public list page: one page of the resource; a page past the end is a 404. */
export function publicListLoader(def: ResourceDef) {
  return async (args: LoaderFunctionArgs) => {
    const pageText = new URL(args.request.url).searchParams.get('page') ?? '1';
    const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
    const { items, total } = await portalContext(args).portal.list(def.name, { page, pageSize: PUBLIC_PAGE_SIZE });
    const pages = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
    if (page > pages) throw data(null, { status: 404 });
    return { items, page, pages };
  };
}
