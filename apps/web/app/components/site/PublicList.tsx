import { useTranslation } from 'react-i18next';
import { Pager } from './Pager.tsx';
import { isFileField, type FieldDef, type ResourceDef, type ResourceItem } from '@nagar/contract';
import { formatDate, formatSize } from '../../lib/format.ts';
import { PlainText } from './PlainText.tsx';

export const PUBLIC_PAGE_SIZE = 20;

function Cell({ def, field, item }: { def: ResourceDef; field: FieldDef | 'id'; item: ResourceItem }) {
  const { t, i18n } = useTranslation();
  if (field === 'id') return <>{item.id}</>;
  const value = item[field.key];
  if (isFileField(field)) {
    const info = item.fileInfo?.[field.key];
    if (!info) return <>{t('common.noDocument')}</>;
    const title = String(item.title ?? def.name);
    return (
      <a href={info.url} download>
        {t('common.downloadDocument')}
        <span className="visually-hidden">: {title}</span> <span className="small text-body-secondary">({t('common.pdfSize', { size: formatSize(info.size) })})</span>
      </a>
    );
  }
  if (field.kind === 'longtext' && value) return <PlainText text={value} className="mb-1" />;
  if (field.kind === 'date') return <>{formatDate(value, 'MMM d, y', i18n.language) || t('common.na')}</>;
  return <>{value == null || value === '' ? t('common.na') : String(value)}</>;
}

/** A content type's public table (Notice, Circular, Office Order, ...), paged on the server. */
export function PublicList({ def, items, page, pages }: { def: ResourceDef; items: ResourceItem[]; page: number; pages: number }) {
  const { t } = useTranslation();
  const columns = (def.publicColumns ?? ['id', ...def.columns]).map((key) => (key === 'id' ? ('id' as const) : def.fields.find((f) => f.key === key)!));
  return (
    <>
      <h1 className="h2 mb-3">{t(`res.${def.name}.publicTitle`)}</h1>
      {items.length === 0 ? (
        <p>{t(`res.${def.name}.publicEmpty`)}</p>
      ) : (
        <div className="table-responsive">
          <table className="table table-striped table-bordered align-middle public-table">
            <thead className="table-light">
              <tr>
                {columns.map((c) => (
                  <th scope="col" key={c === 'id' ? 'id' : c.key}>
                    {c === 'id' ? 'ID' : t(`res.${def.name}.fields.${c.key}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.id}>
                  {columns.map((c) => (
                    <td key={c === 'id' ? 'id' : c.key} data-label={c === 'id' ? 'ID' : t(`res.${def.name}.fields.${c.key}`)}>
                      <Cell def={def} field={c} item={item} />
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={page} pages={pages} href={(p) => `?page=${p}`} />
    </>
  );
}
