import type { MetaFunction } from 'react-router';
import { notice, type ResourceItem } from '@nagar/contract';
import { PublicList } from '../../components/site/PublicList.tsx';
import { PublicListError } from '../../components/site/PublicListError.tsx';
import { publicListLoader } from '../../lib/public-list.ts';
import { pageTitle, rootLang } from '../../lib/site.ts';

export const loader = publicListLoader(notice);

export const meta: MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, notice.texts.heading[rootLang(matches)]) },
  { name: 'description', content: rootLang(matches) === 'hi' ? 'नगर परिषद द्वारा जारी सूचनाएँ, डाउनलोड हेतु दस्तावेज़ों सहित।' : 'Notices issued by the council, with their documents to download.' },
];

export default function NoticePage({ loaderData }: { loaderData: { items: ResourceItem[]; page: number; pages: number } }) {
  return <PublicList def={notice} {...loaderData} />;
}

export const ErrorBoundary = () => <PublicListError def={notice} />;
