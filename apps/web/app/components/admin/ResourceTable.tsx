import { useTranslation } from 'react-i18next';
import { NA, isFileField, type ResourceDef, type ResourceItem } from '@nagar/contract';
import { formatDate } from '../../lib/format.ts';

/** The admin list of a content type: the spec's columns, then Edit and Delete. */
export function ResourceTable(props: {
  def: ResourceDef;
  items: ResourceItem[];
  editingId: number | null;
  onEdit: (item: ResourceItem) => void;
  onDelete: (item: ResourceItem) => void;
}) {
  const { t, i18n } = useTranslation();
  const { def } = props;
  const columns = def.columns.map((key) => def.fields.find((f) => f.key === key)!);
  const rowName = (item: ResourceItem) => String(item.title ?? item.name ?? item.tender_title ?? `#${item.id}`);
  return (
    <div className="table-responsive">
      <table className="table table-bordered table-hover align-middle admin-table">
        <thead className="table-light">
          <tr>
            {columns.map((c) => (
              <th scope="col" key={c.key} className={c.wideOnly ? 'wide-only' : undefined}>
                {t(`res.${def.name}.fields.${c.key}`)}
              </th>
            ))}
            <th scope="col">{t('admin.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {props.items.map((item) => (
            <tr key={item.id} className={props.editingId === item.id ? 'table-active' : undefined}>
              {columns.map((c) => {
                const value = item[c.key];
                const info = item.fileInfo?.[c.key] ?? null;
                let cell: React.ReactNode;
                if (c.kind === 'image') {
                  cell = info ? (
                    <img className="list-thumb" src={info.thumb ?? info.url} width={50} height={50} alt={rowName(item)} loading="lazy" />
                  ) : (
                    <span className="list-thumb placeholder-thumb">{t('admin.noPhoto')}</span>
                  );
                } else if (isFileField(c)) {
                  cell = info ? (
                    <a href={info.url} download>
                      {c.downloadLabel ? t(`res.${def.name}.download.${c.key}`) : t('common.downloadDocument')}
                      <span className="visually-hidden">: {rowName(item)}</span>
                    </a>
                  ) : (
                    t('common.noDocument')
                  );
                } else if (c.kind === 'date') {
                  cell = formatDate(value, 'MMM d, y', i18n.language) || NA;
                } else if (c.kind === 'select' && value) {
                  cell = t(`res.${def.name}.options.${c.key}.${String(value)}`);
                } else if (c.kind === 'boolean') {
                  cell = value ? t('common.yes') : t('common.no');
                } else {
                  cell = value == null || value === '' ? NA : <span className="cell-text">{String(value)}</span>;
                }
                return (
                  <td key={c.key} className={c.wideOnly ? 'wide-only' : undefined}>
                    {cell}
                  </td>
                );
              })}
              <td className="text-nowrap">
                <button type="button" className="btn btn-sm btn-outline-primary me-1" onClick={() => props.onEdit(item)} aria-label={t('admin.editRow', { name: rowName(item) })}>
                  {t('admin.edit')}
                </button>
                <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => props.onDelete(item)} aria-label={t('admin.deleteRow', { name: rowName(item) })}>
                  {t('admin.delete')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
