import { useState } from 'react';
import { DisclosureButton } from '../disclosure-button.tsx';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  NA,
  hindiKey,
  isFileField,
  recordTitle,
  recordTitleField,
  type FieldDef,
  type ResourceDef,
  type ResourceName,
  type ResourceItem,
} from '@nagar/contract';
import { formatDate } from '../../lib/format.ts';
import { useReferenceOptions } from './reference-options.tsx';
import { AdminTable, type AdminColumn } from './admin-table.tsx';
import { textOf } from '@nagar/contract';

export interface TableSort {
  field: string;
  desc: boolean;
}

/** One value as the admin list shows it: thumbnails, download links, dates, choices, yes/no, clamped text. */
function Value({ def, field, item }: { def: ResourceDef<ResourceName>; field: FieldDef; item: ResourceItem }) {
  const { t, i18n } = useTranslation();
  const value = item[field.key];
  const info = item.fileInfo?.[field.key] ?? null;
  const name = recordTitle(def, item);
  // A reference number (a tender's) stays on one line (issue 29).
  if (field.key === 'tender_no') return <span className="ref-no">{textOf(value ?? '')}</span>;
  if (field.kind === 'image') {
    return info ? (
      <img className="list-thumb" src={info.thumb ?? info.url} width={50} height={50} alt={name} loading="lazy" />
    ) : (
      <span className="list-thumb placeholder-thumb">{t('admin.noPhoto')}</span>
    );
  }
  if (isFileField(field)) {
    return info ? (
      <a href={info.url} download>
        {field.downloadLabel ? t(`res.${def.name}.download.${field.key}`) : t('common.downloadDocument')}
        <span className="visually-hidden">: {name}</span>
      </a>
    ) : (
      <>{t('common.noDocument')}</>
    );
  }
  if (field.kind === 'date') return <>{formatDate(value, 'day', i18n.language) || NA}</>;
  if (field.kind === 'select' && value)
    return <>{t(`res.${def.name}.options.${field.key}.${textOf(value)}`, { defaultValue: textOf(value) })}</>;
  if (field.kind === 'boolean') return <>{value ? t('common.yes') : t('common.no')}</>;
  if (field.kind === 'reference') return <ReferenceValue field={field} value={value} />;
  if (field.bilingual) return <BilingualValue item={item} field={field} />;
  return value == null || value === '' ? <>{NA}</> : <span className="cell-text">{textOf(value)}</span>;
}

/** A reference field's row by its name in the page's language (a locality's ward); its id if the row is not listed. */
function ReferenceValue({ field, value }: { field: FieldDef; value: unknown }) {
  const option = useReferenceOptions(field.key).find((o) => o.id === value);
  if (value == null) return <>{NA}</>;
  return option ? (
    <span className="cell-text" lang={option.lang}>
      {option.label}
    </span>
  ) : (
    <>#{textOf(value)}</>
  );
}

/** A bilingual value: the visitor's language first, the other one under it as a hint, each marked with its language. */
function BilingualValue({ field, item }: { field: FieldDef; item: ResourceItem }) {
  const { i18n } = useTranslation();
  const page = i18n.language === 'hi' ? 'hi' : 'en';
  const en = textOf(item[field.key] ?? '').trim();
  const hi = textOf(item[hindiKey(field.key)] ?? '').trim();
  const texts = { en, hi };
  const first = texts[page] ? page : page === 'hi' ? 'en' : 'hi';
  const second = first === 'en' ? 'hi' : 'en';
  if (!texts[first]) return <>{NA}</>;
  return (
    <>
      <span className="cell-text" lang={first === page ? undefined : first}>
        {texts[first]}
      </span>
      {texts[second] && (
        <span className="cell-text cell-hint small text-body-secondary" lang={second === page ? undefined : second}>
          {texts[second]}
        </span>
      )}
    </>
  );
}

/**
 * The admin list of a content type (an AdminTable): the definition's columns (what a clerk scans), each sortable
 * through the URL, the title field leading a phone's card; the other fields in the row's details; Edit and Delete
 * naming the record by its title field.
 */
export function ResourceTable(props: {
  def: ResourceDef<ResourceName>;
  items: ResourceItem[];
  editingId: number | null;
  sort: TableSort | null;
  /** The link that sorts by a field (the list's other parameters kept). */
  sortLink: (field: string, desc: boolean) => string;
  sortable: string[];
  onEdit: (item: ResourceItem) => void;
  onDelete: (item: ResourceItem) => void;
}) {
  const { t } = useTranslation();
  const { def } = props;
  const [shown, setShown] = useState<number | null>(null);
  // The title field leads a phone's card; a type whose title is not a column (a slide) leads with its first column.
  const titleKey = def.columns.find((key) => key === recordTitleField(def)) ?? def.columns[0];
  // A Hindi twin shows with its English field (BilingualValue), not on a line of its own.
  const rest = def.fields.filter((f) => !def.columns.includes(f.key) && !f.hidden && !f.hiOf);
  const detailsId = (item: ResourceItem) => `details-${def.name}-${item.id}`;

  const header = (key: string, label: string) => {
    const active = props.sort?.field === key ? props.sort : null;
    if (!props.sortable.includes(key)) return { header: label };
    return {
      header: (
        <Link to={props.sortLink(key, active ? !active.desc : false)} className="sort-link" preventScrollReset>
          {label}
          <span aria-hidden="true">{active ? (active.desc ? ' ▼' : ' ▲') : ''}</span>
          <span className="visually-hidden">
            {', '}
            {active ? t(active.desc ? 'clerk.sortedDesc' : 'clerk.sortedAsc') : t('clerk.sortBy', { field: label })}
          </span>
        </Link>
      ),
      label,
      headerProps: { 'aria-sort': active ? (active.desc ? 'descending' : 'ascending') : undefined } as const,
    };
  };
  const columns: Array<AdminColumn<ResourceItem>> = def.columns.map((key) => {
    const field = def.fields.find((f) => f.key === key)!;
    return {
      key,
      ...header(key, t(`res.${def.name}.fields.${key}`)),
      title: key === titleKey,
      hide: field.wideOnly ? 'md' : undefined,
      cell: (item) => <Value def={def} field={field} item={item} />,
    };
  });
  columns.push({
    key: 'actions',
    header: t('admin.actions'),
    actions: true,
    cell: (item) => {
      const name = recordTitle(def, item);
      const open = shown === item.id;
      return (
        <>
          {rest.length > 0 && (
            <DisclosureButton
              className="btn btn-sm btn-outline-secondary me-1"
              controls={detailsId(item)}
              open={open}
              onToggle={() => setShown(open ? null : item.id)}
              label={t('clerk.detailsOf', { name })}
            >
              {t('clerk.details')}
            </DisclosureButton>
          )}
          {(
            [
              ['edit', 'btn-outline-primary me-1', props.onEdit],
              ['delete', 'btn-outline-danger', props.onDelete],
            ] as const
          ).map(([action, look, act]) => (
            <button
              key={action}
              type="button"
              className={`btn btn-sm ${look}`}
              onClick={() => act(item)}
              aria-label={t(`admin.${action}Row`, { name })}
            >
              {t(`admin.${action}`)}
            </button>
          ))}
        </>
      );
    },
  });

  return (
    <AdminTable
      columns={columns}
      rows={props.items}
      rowKey={(item) => item.id}
      className="table-hover admin-table"
      rowProps={(item) => ({ className: props.editingId === item.id ? 'table-active' : undefined })}
      after={(item) =>
        rest.length > 0 && (
          <tr id={detailsId(item)} className="row-details" hidden={shown !== item.id}>
            <td colSpan={columns.length}>
              <dl className="row-details-list mb-0">
                {rest.map((f) => (
                  <div key={f.key}>
                    <dt>{t(`res.${def.name}.fields.${f.key}`)}</dt>
                    <dd>
                      <Value def={def} field={f} item={item} />
                    </dd>
                  </div>
                ))}
              </dl>
            </td>
          </tr>
        )
      }
    />
  );
}
