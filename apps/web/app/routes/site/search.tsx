import { Form, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import type { Route } from './+types/search';

export async function loader(args: Route.LoaderArgs) {
  const q = (new URL(args.request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  const hits = q.length >= 2 ? await args.context.portal.search(q) : [];
  return { q, hits };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'search.title', 'search.description'),
  { name: 'robots', content: 'noindex' },
];

/** Keyword search over notices, circulars, office orders, tenders and news; a plain GET form. */
export default function Search({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const { q, hits } = loaderData;
  return (
    <>
      <h1 className="h2 mb-3">{t('search.title')}</h1>
      <Form method="get" action="/search" role="search" className="d-flex gap-2 mb-4">
        <label htmlFor="search-page-q" className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id="search-page-q"
          name="q"
          type="search"
          defaultValue={q}
          className="form-control"
          placeholder={t('search.placeholder')}
          minLength={2}
          maxLength={100}
        />
        <button type="submit" className="btn btn-primary">
          {t('search.submit')}
        </button>
      </Form>
      {q && q.length < 2 && <p>{t('search.tooShort')}</p>}
      {q.length >= 2 && (
        <>
          <p role="status">{hits.length ? t('search.results', { count: hits.length, q }) : t('search.none', { q })}</p>
          <ol className="list-unstyled search-results">
            {hits.map((h) => (
              <li key={`${h.resource}-${h.id}`} className="mb-3">
                <span className="badge text-bg-secondary me-2">{t(`search.kinds.${h.resource}`)}</span>
                {h.url ? <Link to={h.url}>{h.title}</Link> : h.title}
                {h.date && <span className="small text-body-secondary ms-2">{formatDate(h.date, 'MMM d, y', i18n.language)}</span>}
                {h.snippet && <p className="small mb-0">{h.snippet}</p>}
              </li>
            ))}
          </ol>
        </>
      )}
    </>
  );
}
