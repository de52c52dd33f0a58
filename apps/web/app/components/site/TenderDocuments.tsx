import { useTranslation } from 'react-i18next';
import { tender, type ResourceItem } from '@nagar/contract';
import { formatSize } from '../../lib/format.ts';

/** Up to five documents of a tender, each a PDF link with its title, type and size. */
export function TenderDocuments({ item }: { item: ResourceItem }) {
  const { t } = useTranslation();
  const docs = tender.fields
    .filter((f) => f.kind === 'document')
    .map((f, i) => ({ key: f.key, info: item.fileInfo?.[f.key], title: i === 0 ? String(item.tender_title) : String(item[`tender_title_${i + 1}`] || '') }))
    .filter((d) => d.info);
  if (docs.length === 0) return <p>{t('tenders.noDocuments')}</p>;
  return (
    <ul className="list-unstyled tender-docs">
      {docs.map((d) => (
        <li key={d.key} className="mb-2">
          <span className="pdf-icon" aria-hidden="true">
            PDF
          </span>{' '}
          <a href={d.info!.url} download>
            {t(`res.tender.download.${d.key}`)}
            {d.title ? `: ${d.title}` : ''}
          </a>{' '}
          <span className="small text-body-secondary">({t('common.pdfSize', { size: formatSize(d.info!.size) })})</span>
        </li>
      ))}
    </ul>
  );
}
