import { useTranslation } from 'react-i18next';
import type { ResourceItem } from '@nagar/contract';
import { Picture } from './picture.tsx';
import { textOf } from '@nagar/contract';

/** The Ministers / Officers / Members block: cards with photo, name and post remarks (spec §2 Home, About). */
export function OfficialCards({ items, error }: { items: ResourceItem[] | null; error: boolean }) {
  const { t } = useTranslation();
  // No officials (and no failure to tell): no heading over an empty block.
  if (!error && items !== null && items.length === 0) return null;
  return (
    <section aria-labelledby="officials-heading" className="my-4">
      <h2 id="officials-heading" className="h4">
        {t('officials.heading')}
      </h2>
      {error ? (
        <p className="text-danger" role="alert">
          {t('officials.loadError')}
        </p>
      ) : items === null ? (
        <p role="status">{t('officials.loading')}</p>
      ) : (
        <ul className="row g-3 list-unstyled">
          {items.map((o) => {
            const info = o.fileInfo?.photoPath;
            const name = textOf(o.name ?? '');
            return (
              <li key={o.id} className="col-6 col-md-4 col-lg-2">
                <article className="card h-100 official-card text-center">
                  {info && <Picture info={info} thumb alt={t('officials.photoOf', { name })} className="card-img-top" />}
                  <div className="card-body card-title-block p-2">
                    <h3 className="h6 mb-1">{name}</h3>
                    <p className="small mb-0">
                      {textOf(o.postRemarks || (o.designation ? t(`res.official.options.designation.${textOf(o.designation)}`) : ''))}
                    </p>
                  </div>
                </article>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
