import { Link, data, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { NA, tender, type ResourceItem } from '@nagar/contract';
import { pageMeta } from '../../lib/site.ts';
import { tenderClosing, tenderDate } from '../../lib/tender-dates.ts';
import { formatSize } from '../../lib/format.ts';
import { UrlDialog, useUrlWith } from '../../components/site/url-dialog.tsx';
import type { Route } from './+types/tenders';
import { textOf } from '@nagar/contract';
import { LocalParagraphs, Text, useItemText, useOptionLabel } from '../../lib/item-text.tsx';
import { DocumentLink } from '../../components/site/document-link.tsx';
import { FeedLink, feedMeta } from '../../components/site/feed-link.tsx';
import { ArchiveLink } from '../../components/site/archive-link.tsx';
import { ListTable } from '../../components/table-head.tsx';

const PAGE_SIZE = 25;
type State = 'current' | 'past';

/** /currenttender and /pasttender: open for submission while the last date and time have not passed. */
export async function loader(args: Route.LoaderArgs) {
  const url = new URL(args.request.url);
  const state: State = url.pathname === '/pasttender' ? 'past' : 'current';
  const pageText = url.searchParams.get('page') ?? '1';
  const page = /^\d{1,6}$/.test(pageText) ? Math.max(1, Number(pageText)) : 1;
  const { items, total } = await args.context.portal.tenders(state, { page, pageSize: PAGE_SIZE });
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (page > pages) throw data(null, { status: 404 });
  return { state, items, page, pages, offset: (page - 1) * PAGE_SIZE };
}

export const meta: Route.MetaFunction = ({ data: d, matches, location }) => [
  ...pageMeta(matches, `tenders.${d?.state ?? (location.pathname === '/pasttender' ? 'past' : 'current')}`, 'tenders.description'),
  ...feedMeta(matches, 'tender', 'nav.tenders'),
];

/** A page past the end (?page=9): the list's own heading and text, inside the site's layout. */
export function ErrorBoundary() {
  const { t } = useTranslation();
  const past = useLocation().pathname === '/pasttender';
  return (
    <>
      <h1 className="h2 mb-3">{t(past ? 'tenders.past' : 'tenders.current')}</h1>
      <p className="text-danger" role="alert">
        {t('tenders.listNotFound')}
      </p>
    </>
  );
}

export default function Tenders({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const text = useItemText();
  const withParam = useUrlWith();
  const { items, state, offset } = loaderData;
  return (
    <>
      <h1 className="h2 mb-3">{t(`tenders.${state}`)}</h1>
      <FeedLink feed="tender" />
      <ArchiveLink def={tender} />
      {/* Before the table: without JavaScript an open dialog sits in the page where it is rendered. */}
      <TenderDialogs items={items} />
      <ListTable
        count={items.length}
        empty={t('tenders.empty')}
        // Phones keep the title and the last date; the publish date is in the details.
        columns={[
          { label: t('tenders.sNo'), className: 'd-none d-sm-table-cell' },
          t('tenders.details'),
          { label: t('tenders.publishDate'), className: 'd-none d-md-table-cell' },
          t('tenders.lastDate'),
        ]}
      >
        {items.map((item, i) => (
          <tr key={item.id}>
            <td className="d-none d-sm-table-cell">{offset + i + 1}</td>
            <td>
              <Link to={withParam('tender', item.id)} preventScrollReset data-opens={`tender:${item.id}`}>
                <Text value={text(item, 'tender_title')} />
              </Link>
              <div className="small text-body-secondary">
                <span className="ref-no">{String(item.tender_no)}</span> <TenderStatus status={item.status} />
              </div>
              <Link to={withParam('docs', item.id)} preventScrollReset data-opens={`docs:${item.id}`} className="small">
                {t('tenders.documents')}
                <span className="visually-hidden">
                  : <Text value={text(item, 'tender_title')} />
                </span>
              </Link>
            </td>
            <td className="d-none d-md-table-cell">{tenderDate(item.publish_date, i18n.language) || NA}</td>
            <td>{tenderDate(item.last_date_of_submission, i18n.language) || NA}</td>
          </tr>
        ))}
      </ListTable>
    </>
  );
}

/** The spec's 'Tender Details' modal (?tender=id) and the documents dialog (?docs=id). */
function TenderDialogs({ items }: { items: ResourceItem[] }) {
  const { t, i18n } = useTranslation();
  const text = useItemText();
  const search = useSearch();
  const detail = items.find((i) => i.id === Number(search.get('tender')));
  const docs = items.find((i) => i.id === Number(search.get('docs')));
  return (
    <>
      {detail && (
        <UrlDialog param="tender" title={t('tenders.details')}>
          <dl>
            <dt>{t('tenders.title')}</dt>
            <dd>
              <Text value={text(detail, 'tender_title')} />
            </dd>
            <dt>{t('tenders.tenderNo')}</dt>
            <dd className="ref-no">{String(detail.tender_no)}</dd>
            <dt>{t('tenders.descriptionLabel')}</dt>
            <dd>
              {text(detail, 'tender_discreption').text ? (
                <LocalParagraphs value={text(detail, 'tender_discreption')} className="mb-1" />
              ) : (
                NA
              )}
            </dd>
            <dt>{t('tenders.status')}</dt>
            <dd>
              <TenderStatus status={detail.status} />
            </dd>
            <dt>{t('tenders.publishDate')}</dt>
            <dd>{tenderDate(detail.publish_date, i18n.language)}</dd>
            <dt>{t('tenders.lastDate')}</dt>
            <dd>{tenderDate(detail.last_date_of_submission, i18n.language)}</dd>
          </dl>
        </UrlDialog>
      )}
      {docs && (
        <UrlDialog param="docs" title={<Text value={text(docs, 'tender_title')} />}>
          <TenderSummary item={docs} />
        </UrlDialog>
      )}
    </>
  );
}

/** Headline, number, details, documents and closing date and time (the spec's tender details dialog). */
export function TenderSummary({ item }: { item: ResourceItem }) {
  const { t, i18n } = useTranslation();
  const text = useItemText();
  return (
    <>
      <p className="mb-1">
        <strong>{t('tenders.tenderNo')}:</strong> <span className="ref-no">{String(item.tender_no)}</span>
      </p>
      <p className="mb-1">
        <strong>{t('tenders.status')}:</strong> <TenderStatus status={item.status} />
      </p>
      <LocalParagraphs value={text(item, 'tender_discreption')} />
      <h3 className="h6">{t('tenders.documents')}</h3>
      <TenderDocuments item={item} />
      <p className="mb-0">
        <strong>{t('tenders.closing')}:</strong>{' '}
        {tenderClosing(item.last_date_of_submission, item.last_date_of_submission_time, i18n.language)}
      </p>
    </>
  );
}

/** A tender's status (one of TENDER_STATUSES, in the page's language); a cancelled tender is marked as such. */
export function TenderStatus({ status }: { status: unknown }) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel('tender');
  const text = textOf(status ?? '').trim();
  if (!text) return null;
  const cancelled = /^cancel/i.test(text);
  return (
    <span
      className={cancelled ? 'badge text-bg-danger tender-status' : 'badge text-bg-secondary tender-status'}
      data-cancelled={cancelled ? 'true' : undefined}
    >
      {cancelled ? t('tenders.cancelled') : optionLabel('status', text)}
    </span>
  );
}

function useSearch() {
  return new URLSearchParams(useLocation().search);
}

/** Up to five documents of a tender, each a PDF link with its title, type and size. */
export function TenderDocuments({ item }: { item: ResourceItem }) {
  const { t } = useTranslation();
  const text = useItemText();
  // Each document is named by its own title field (documents 2-5), the first by the tender's title.
  const docs = tender.fields
    .filter((f) => f.kind === 'document')
    .map((f) => ({ key: f.key, info: item.fileInfo?.[f.key], title: text(item, f.nameFrom ?? 'tender_title') }))
    .filter((d) => d.info);
  if (docs.length === 0) return <p>{t('tenders.noDocuments')}</p>;
  return (
    <ul className="list-unstyled tender-docs">
      {docs.map((d) => (
        <li key={d.key} className="mb-2">
          <span className="pdf-icon" aria-hidden="true">
            PDF
          </span>{' '}
          <DocumentLink info={d.info!} name={d.title} label={t(`res.tender.download.${d.key}`)} nameShown />{' '}
          <span className="small text-body-secondary">({t('common.pdfSize', { size: formatSize(d.info!.size) })})</span>
        </li>
      ))}
    </ul>
  );
}
