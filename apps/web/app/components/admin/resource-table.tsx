import { Fragment, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NA, hindiKey, isFileField, recordTitle, type FieldDef, type ResourceDef, type ResourceItem } from '@nagar/contract';
import { formatDate } from '../../lib/format.ts';
import { useReferenceOptions } from './reference-options.tsx';
import { textOf } from '@nagar/contract';

export interface TableSort {
  field: string;
  desc: boolean;
}

/** One value as the admin list shows it: thumbnails, download links, dates, choices, yes/no, clamped text. */
function Value({ def, field, item }: { def: ResourceDef; field: FieldDef; item: ResourceItem }) {
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
 * The admin list of a content type: the definition's columns (what a clerk scans), each sortable through the
 * URL; the other fields in the row's details; Edit and Delete naming the record by its title field.
 */
export function ResourceTable(props: {
  def: ResourceDef;
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
  const columns = def.columns.map((key) => def.fields.find((f) => f.key === key)!);
  // A Hindi twin shows with its English field (BilingualValue), not on a line of its own.
  const rest = def.fields.filter((f) => !def.columns.includes(f.key) && !f.hidden && !f.hiOf);
  const span = columns.length + 1;
  return (
    <div className="table-responsive">
      <table className="table table-bordered table-hover align-middle admin-table">
        <thead className="table-light">
          <tr>
            {columns.map((c) => {
              const label = t(`res.${def.name}.fields.${c.key}`);
              const active = props.sort?.field === c.key ? props.sort : null;
              return (
                <th
                  scope="col"
                  key={c.key}
                  className={c.wideOnly ? 'wide-only' : undefined}
                  aria-sort={active ? (active.desc ? 'descending' : 'ascending') : undefined}
                >
                  {props.sortable.includes(c.key) ? (
                    <Link to={props.sortLink(c.key, active ? !active.desc : false)} className="sort-link" preventScrollReset>
                      {label}
                      <span aria-hidden="true">{active ? (active.desc ? ' ▼' : ' ▲') : ''}</span>
                      <span className="visually-hidden">
                        {', '}
                        {active ? t(active.desc ? 'clerk.sortedDesc' : 'clerk.sortedAsc') : t('clerk.sortBy', { field: label })}
                      </span>
                    </Link>
                  ) : (
                    label
                  )}
                </th>
              );
            })}
            <th scope="col">{t('admin.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {props.items.map((item) => {
            const name = recordTitle(def, item);
            const open = shown === item.id;
            const detailsId = `details-${def.name}-${item.id}`;
            return (
              <Fragment key={item.id}>
                <tr className={props.editingId === item.id ? 'table-active' : undefined}>
                  {columns.map((c) => (
                    <td key={c.key} className={c.wideOnly ? 'wide-only' : undefined}>
                      <Value def={def} field={c} item={item} />
                    </td>
                  ))}
                  <td className="text-nowrap">
                    {rest.length > 0 && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary me-1"
                        aria-expanded={open}
                        aria-controls={detailsId}
                        aria-label={t('clerk.detailsOf', { name })}
                        onClick={() => setShown(open ? null : item.id)}
                      >
                        {t('clerk.details')}
                      </button>
                    )}
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary me-1"
                      onClick={() => props.onEdit(item)}
                      aria-label={t('admin.editRow', { name })}
                    >
                      {t('admin.edit')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={() => props.onDelete(item)}
                      aria-label={t('admin.deleteRow', { name })}
                    >
                      {t('admin.delete')}
                    </button>
                  </td>
                </tr>
                {rest.length > 0 && (
                  <tr id={detailsId} className="row-details" hidden={!open}>
                    <td colSpan={span}>
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
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
