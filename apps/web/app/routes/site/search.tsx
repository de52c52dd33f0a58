import { Link } from 'react-router';
import { charCount, clipUnits, resourceByName } from '@nagar/contract';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { Text, useItemText } from '../../lib/item-text.tsx';
import type { Route } from './+types/search';
import { usePageTexts } from '../../lib/page-texts.ts';
import { archiveTexts } from '../../i18n/pages/archive.ts';
import { dataKey } from '../../i18n/keys.ts';
import { SiteSearch } from '../../components/site/site-search.tsx';

export async function loader(args: Route.LoaderArgs) {
  const q = clipUnits((new URL(args.request.url).searchParams.get('q') ?? '').trim(), 100);
  // Two characters as a person sees them ('पा' is one), as the search itself counts.
  const tooShort = charCount(q) < 2;
  const hits = tooShort ? [] : await args.context.portal.search(q);
  return { q, hits, tooShort };
}

/** A hit's kind as the page names it: a searched content type by its definition's name for one record, the others (pages, wards, localities, officials) by search.kinds. */
const kindKey = (resource: string) => (resourceByName(resource)?.search ? `res.${resource}.entity` : `search.kinds.${resource}`);

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'search.title', 'search.description'),
  { name: 'robots', content: 'noindex' },
];

/**
 * Keyword search over notices, circulars, office orders, tenders, news and services in both languages; a plain
 * GET form. Each hit shows in the visitor's language, English (marked lang="en") where it has no Hindi.
 */
export default function Search({ loaderData }: Route.ComponentProps) {
  usePageTexts(archiveTexts);
  const { t, i18n } = useTranslation();
  const text = useItemText();
  const { q, hits, tooShort } = loaderData;
  return (
    <>
      <h1 className="h2 mb-3">{t('search.title')}</h1>
      <SiteSearch id="search-page-q" className="d-flex gap-2 mb-4" defaultValue={q} minLength={2} />
      {q && tooShort && <p>{t('search.tooShort')}</p>}
      {!tooShort && (
        <>
          <p role="status">{hits.length ? t('search.results', { count: hits.length, q }) : t('search.none', { q })}</p>
          <ol className="list-unstyled search-results">
            {hits.map((h) => {
              const title = text(h, 'title');
              const snippet = text(h, 'snippet');
              return (
                <li key={`${h.resource}-${h.id}`} className="mb-3">
                  <span className="badge text-bg-secondary me-2">{t(dataKey(kindKey(h.resource)))}</span>
                  {h.archived && <span className="badge text-bg-light border me-2">{t('archive.archived')}</span>}
                  {h.url ? (
                    <Link to={h.url} lang={title.lang}>
                      {title.text}
                    </Link>
                  ) : (
                    <Text value={title} />
                  )}
                  {h.date && <span className="small text-body-secondary ms-2">{formatDate(h.date, 'day', i18n.language)}</span>}
                  {snippet.text && <Text as="p" className="small mb-0" value={snippet} />}
                </li>
              );
            })}
          </ol>
        </>
      )}
    </>
  );
}
