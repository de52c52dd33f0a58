import { Link, data } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { metaT, pageMeta, pageTitle, rootLang } from '../../lib/site.ts';
import { Text, itemText, useItemText } from '../../lib/item-text.tsx';
import { TenderSummary } from './tenders.tsx';
import type { Route } from './+types/tender-details';

/** /tender-details?id=N: one tender's headline, number, details, documents and closing time, as a page. */
export async function loader(args: Route.LoaderArgs) {
  const id = Number(new URL(args.request.url).searchParams.get('id'));
  const item = Number.isInteger(id) && id > 0 ? await args.context.portal.get('tender', id) : null;
  if (!item) throw data(null, { status: 404 });
  return { item };
}

/** The tender's own title and description, in the page's language, as the page's title and meta description. */
export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const base = pageMeta(matches, 'tenders.pageTitle', 'tenders.description');
  if (!d?.item) return base;
  const lang = rootLang(matches);
  const title = itemText(d.item, 'tender_title', lang).text;
  const description = itemText(d.item, 'tender_discreption', lang).text.replace(/\s+/g, ' ').slice(0, 160);
  return [
    { title: pageTitle(matches, `${title} – ${metaT(matches)('tenders.pageTitle')}`) },
    description ? { name: 'description', content: description } : base[1]!,
  ];
};

export default function TenderDetails({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const text = useItemText();
  return (
    <>
      <p className="small">
        <Link to="/currenttender">{t('tenders.current')}</Link> · <Link to="/pasttender">{t('tenders.past')}</Link>
      </p>
      <Text as="h1" value={text(loaderData.item, 'tender_title')} className="h2" />
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
