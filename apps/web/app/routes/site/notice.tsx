import type { MetaFunction } from 'react-router';
import { notice, type ResourceItem } from '@nagar/contract';
import { PublicList } from '../../components/site/PublicList.tsx';
import { PublicListError } from '../../components/site/PublicListError.tsx';
import { publicListLoader } from '../../lib/public-list.ts';
import { pageMeta } from '../../lib/site.ts';

export const loader = publicListLoader(notice);

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'res.notice.publicTitle', 'meta.noticeDescription');

export default function NoticePage({ loaderData }: { loaderData: { items: ResourceItem[]; page: number; pages: number } }) {
  return <PublicList def={notice} {...loaderData} />;
}

export const ErrorBoundary = () => <PublicListError def={notice} />;
