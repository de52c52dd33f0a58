import { useState, type ChangeEvent } from 'react';
import { Form, Link, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import servicesCss from '../../styles/services.css?url';
import { SERVICE_CATEGORIES, type ResourceItem } from '@nagar/contract';
import { portalContext } from '../../lib/context.ts';
import { pageMeta, useBilingual } from '../../lib/site.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { services as texts } from '../../i18n/pages/services.ts';
import { servicePath } from '../../lib/service-paths.ts';
import { Text, useItemText } from '../../lib/item-text.tsx';
import { textOf } from '@nagar/contract';
import { matchesQuery, serviceWords } from '../../islands/service-filter.ts';
import { SearchField } from '../../components/form-field.tsx';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: servicesCss }];

export async function loader(args: LoaderFunctionArgs) {
  const q = (new URL(args.request.url).searchParams.get('q') ?? '').slice(0, 100);
  return { items: (await portalContext(args).portal.list('service')).items, q };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'services.title', 'services.metaDescription', { services: texts });

/** A service's words in both languages, as the filter matches them (islands/service-filter.ts). */
const haystack = (item: ResourceItem) =>
  serviceWords(['title', 'titleHi', 'summary', 'summaryHi', 'category', 'slug'].map((k) => textOf(item[k] ?? '')).join(' '));

/**
 * All services by category, with a filter box: a GET form (?q=) without JavaScript, filtering as one types with
 * it. Every service is in the page, the ones that do not match hidden, so that the island of the page served
 * without React (islands/service-filter.ts, reading each one's words from data-search and the status texts from
 * data-found and data-none) filters as this component does. The count is announced politely to screen readers.
 */
export default function Services({ loaderData }: { loaderData: { items: ResourceItem[]; q: string } }) {
  usePageTexts({ services: texts });
  const { t } = useTranslation();
  const pick = useBilingual();
  const text = useItemText();
  const [q, setQ] = useState(loaderData.q);
  const { items } = loaderData;
  const words = items.map(haystack);
  const shown = items.filter((_, i) => matchesQuery(words[i]!, q));
  const groups = SERVICE_CATEGORIES.map((c) => ({
    ...c,
    items: items.flatMap((s, i) => (s.category === c.value ? [{ s, i }] : [])),
  })).filter((g) => g.items.length);
  const onInput = (e: ChangeEvent<HTMLInputElement>) => setQ(e.currentTarget.value);
  return (
    <>
      <h1 className="h2">{t('services.title')}</h1>
      <p>{t('services.intro')}</p>
      <Form method="get" role="search" className="service-filter mb-3">
        <SearchField
          id="service-q"
          label={t('services.filterLabel')}
          labelClassName="form-label fw-semibold"
          hint={t('services.filterHint')}
          submit={t('services.filterSubmit')}
          rowClassName="d-flex gap-2 flex-wrap"
          describedBy="service-count"
          value={q}
          onChange={onInput}
          maxLength={100}
        >
          <Link to="/services" className="service-clear align-self-center py-1" hidden={!q} onClick={() => setQ('')}>
            {t('services.filterClear')}
          </Link>
        </SearchField>
      </Form>
      <p
        id="service-count"
        role="status"
        aria-live="polite"
        className="small"
        data-found={JSON.stringify(items.map((_, n) => t('services.found', { count: n + 1 })))}
        data-none={t('services.none', { q: '{q}' })}
      >
        {items.length === 0
          ? t('services.empty')
          : shown.length === 0
            ? t('services.none', { q })
            : q
              ? t('services.found', { count: shown.length })
              : ''}
      </p>
      {groups.map((g) => (
        <section
          key={g.value}
          className="mb-4"
          aria-labelledby={`cat-${g.value.replace(/\W+/g, '-')}`}
          hidden={!g.items.some(({ i }) => matchesQuery(words[i]!, q))}
        >
          <h2 id={`cat-${g.value.replace(/\W+/g, '-')}`} className="h4">
            {pick(g.label)}
          </h2>
          <ul className="list-unstyled service-list">
            {g.items.map(({ s, i }) => (
              <li key={s.id} className="border-bottom py-2" data-search={words[i]} hidden={!matchesQuery(words[i]!, q)}>
                <Link to={servicePath(s.slug)} className="fw-semibold d-inline-block py-1">
                  <Text value={text(s, 'title')} />
                </Link>
                <Text as="p" className="mb-0 small" value={text(s, 'summary')} />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
