import { data, Form, Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { archivePathOf, resources, type ResourceDef, type ResourceName } from '@nagar/contract';
import type { Route } from './+types/archive';
import { pageMeta } from '../../lib/site.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { archiveTexts } from '../../i18n/pages/archive.ts';
import { PUBLIC_PAGE_SIZE, PublicList } from '../../components/site/public-list.tsx';
import { PublicListError } from '../../components/site/public-list-error.tsx';
import { SubmitCell } from '../../components/submit-cell.tsx';
import { Options } from '../../components/form-field.tsx';

/**
 * The archive of a content type with validity (/notice/archive, /circulars/archive, /tender/archive, ...; contract
 * archivePathOf): its records whose "valid until" date has passed, in the list's table, newest first, filtered by
 * year with a plain GET form (works without JavaScript). One module, registered in routes.ts under each path.
 */
export function archiveDef(pathname: string): ResourceDef<ResourceName> {
  const path = pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  const def = resources.find((r) => archivePathOf(r) === path);
  if (!def) throw new Error(`No archive at /${path}`);
  return def;
}

/** The list page an archive belongs to (tenders: the past tenders; press releases: their page). */
const listPathOf = (def: ResourceDef) => (def.name === 'tender' ? '/pasttender' : `/${archivePathOf(def)!.replace(/\/archive$/, '')}`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const def = archiveDef(url.pathname);
  const pageText = url.searchParams.get('page') ?? '1';
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const yearText = url.searchParams.get('year') ?? '';
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : undefined;
  const [{ items, total }, years] = await Promise.all([
    context.portal.list(def.name, { page, pageSize: PUBLIC_PAGE_SIZE, archive: true, year }),
    context.portal.archiveYears(def.name),
  ]);
  const pages = Math.max(1, Math.ceil(total / PUBLIC_PAGE_SIZE));
  if (page > pages) throw data(null, { status: 404 });
  return { items, page, pages, year: year ?? null, years };
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, `archive.titles.${archiveDef(location.pathname).name}`, 'meta.siteDescription', archiveTexts);

export default function ArchivePage({ loaderData }: Route.ComponentProps) {
  usePageTexts(archiveTexts);
  const { t } = useTranslation();
  const def = archiveDef(useLocation().pathname);
  const { items, page, pages, year, years } = loaderData;
  // The chosen year stays in the list even when it holds nothing (a typed address).
  const choices = year && !years.includes(year) ? [...years, year].sort((a, b) => b - a) : years;
  const filter = (
    <>
      <p>{t('archive.intro')}</p>
      <Form method="get" className="row g-2 align-items-end mb-3" aria-label={t('archive.filterLegend')}>
        <div className="col-auto">
          <label htmlFor="archive-year" className="form-label">
            {t('archive.year')}
          </label>
          <select id="archive-year" name="year" className="form-select" defaultValue={year ?? ''} key={year ?? ''}>
            <option value="">{t('archive.allYears')}</option>
            <Options values={choices} />
          </select>
        </div>
        <SubmitCell className="col-auto">{t('archive.show')}</SubmitCell>
      </Form>
      {year && (
        <p role="status" className="visually-hidden">
          {t('archive.shownYear', { year })}
        </p>
      )}
    </>
  );
  return (
    <>
      <PublicList
        def={def}
        items={items}
        page={page}
        pages={pages}
        archive={{
          title: t(`archive.titles.${def.name}`),
          empty: year ? t('archive.emptyYear', { year }) : t('archive.empty'),
          href: (p) => `?${new URLSearchParams({ ...(year ? { year: String(year) } : {}), page: String(p) }).toString()}`,
          filter,
        }}
      />
      <p className="mt-3">
        <Link to={listPathOf(def)}>{t('archive.back')}</Link>
      </p>
    </>
  );
}

export function ErrorBoundary() {
  return <PublicListError def={archiveDef(useLocation().pathname)} />;
}
