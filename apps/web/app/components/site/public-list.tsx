import { useTranslation } from '../../i18n/use-translation.ts';
import { Pager } from './pager.tsx';
import {
  hindiTwinOf,
  isFileField,
  recordTitleField,
  textOf,
  type FieldDef,
  type ResourceDef,
  type ResourceItem,
  type ResourceName,
} from '@nagar/contract';
import { formatDate, formatSize } from '../../lib/format.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { publicListTexts } from '../../i18n/pages/phone.ts';
import { LocalParagraphs, Text, useItemText, useOptionLabel } from '../../lib/item-text.tsx';
import { DocumentLink } from './document-link.tsx';
import { ArchiveLink } from './archive-link.tsx';
import type { ReactNode } from 'react';
import { ListTable } from '../table-head.tsx';

export const PUBLIC_PAGE_SIZE = 20;

function Cell({ def, field, item }: { def: ResourceDef<ResourceName>; field: FieldDef; item: ResourceItem }) {
  const { t, i18n } = useTranslation();
  const text = useItemText();
  const optionLabel = useOptionLabel(def.name);
  const value = item[field.key];
  if (isFileField(field)) {
    const info = item.fileInfo?.[field.key];
    if (!info) return <>{t('common.noDocument')}</>;
    return (
      <DocumentLink info={info} name={text(item, titleKeyOf(def))} label={t('common.downloadDocument')}>
        {' '}
        <span className="small text-body-secondary">({t('common.pdfSize', { size: formatSize(info.size) })})</span>
      </DocumentLink>
    );
  }
  if (field.kind === 'date') return <>{formatDate(value, 'day', i18n.language) || t('common.na')}</>;
  if (field.kind === 'select') return <>{optionLabel(field.key, value) || t('common.na')}</>;
  // A bilingual field in the page's language (its English value, marked lang="en", where no Hindi was written).
  const shown = hindiTwinOf(def, field.key) ? text(item, field.key) : { text: textOf(value ?? '').trim() };
  if (!shown.text) return <>{t('common.na')}</>;
  if (field.kind === 'longtext') return <LocalParagraphs value={shown} className="mb-1" />;
  return <Text value={shown} />;
}

/** The field that names a row (its title), for the download link and the row's "More details". */
const titleKeyOf = (def: ResourceDef<ResourceName>) => recordTitleField(def) ?? 'title';

/**
 * The order a person reads a document list in: the title, then the date, then the download, then the rest.
 * The record's database ID is not shown (it means nothing to a citizen). On a phone the title, date and
 * download stay in view and the rest is in the row's own "More details", after them.
 */
function orderColumns(def: ResourceDef<ResourceName>): { main: FieldDef[]; rest: FieldDef[] } {
  // A picture is not a document to download (a press release's photo shows on its own page).
  const fields = (def.publicColumns ?? def.columns)
    .filter((key) => key !== 'id')
    .map((key) => def.fields.find((f) => f.key === key)!)
    .filter((f) => f.kind !== 'image');
  // A list without a date column (Latest News) shows the record's own date.
  if (!fields.some((f) => f.kind === 'date')) {
    const date = def.fields.find((f) => f.kind === 'date');
    if (date) fields.splice(1, 0, date);
  }
  const rank = (f: FieldDef) => (f.key === 'title' ? 0 : f.kind === 'date' ? 1 : isFileField(f) ? 2 : 3);
  const sorted = [...fields].sort((a, b) => rank(a) - rank(b));
  return { main: sorted.filter((f) => rank(f) < 3), rest: sorted.filter((f) => rank(f) === 3) };
}

/**
 * A content type's public table (Notice, Circular, Office Order, ...), paged on the server. The archive page
 * (`archive`) gives its own heading, empty text, page links and filter (`children`, under the heading); a list
 * page of a type with validity links to its archive.
 */
export function PublicList({
  def,
  items,
  page,
  pages,
  archive,
}: {
  def: ResourceDef<ResourceName>;
  items: ResourceItem[];
  page: number;
  pages: number;
  archive?: { title: string; empty: string; href: (page: number) => string; filter: ReactNode };
}) {
  usePageTexts(publicListTexts);
  const { t } = useTranslation();
  const text = useItemText();
  const { main, rest } = orderColumns(def);
  const label = (f: FieldDef) => t(`res.${def.name}.fields.${f.key}`);
  const columns = [...main, ...rest];
  return (
    <>
      <h1 className="h2 mb-3">{archive?.title ?? t(`res.${def.name}.publicTitle`)}</h1>
      {archive?.filter}
      <ListTable
        count={items.length}
        empty={archive?.empty ?? t(`res.${def.name}.publicEmpty`)}
        className="table table-striped table-bordered align-middle public-table"
        columns={columns.map((c) => (rest.includes(c) ? { label: label(c), className: 'public-secondary' } : label(c)))}
      >
        {items.map((item) => (
          <tr key={item.id}>
            {columns.map((c, i) => (
              <td key={c.key} data-label={label(c)} className={rest.includes(c) ? 'public-secondary' : undefined}>
                <Cell def={def} field={c} item={item} />
                {i === main.length - 1 && rest.length > 0 && (
                  <details className="public-more">
                    <summary>
                      {t('public_list.moreDetails')}
                      <span className="visually-hidden">
                        : <Text value={text(item, titleKeyOf(def))} />
                      </span>
                    </summary>
                    <dl className="mb-0">
                      {rest.map((f) => (
                        <div key={f.key}>
                          <dt>{label(f)}</dt>
                          <dd>
                            <Cell def={def} field={f} item={item} />
                          </dd>
                        </div>
                      ))}
                    </dl>
                  </details>
                )}
              </td>
            ))}
          </tr>
        ))}
      </ListTable>
      <Pager page={page} pages={pages} href={archive?.href ?? ((p) => `?page=${p}`)} />
      {!archive && <ArchiveLink def={def} />}
    </>
  );
}
