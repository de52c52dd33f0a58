import { useTranslation } from '../../i18n/use-translation.ts';
import type { ResourceItem } from '@nagar/contract';
import { Picture } from './picture.tsx';
import { Text, useItemText, useOptionLabel } from '../../lib/item-text.tsx';

/** The Ministers / Officers / Members block: cards with photo, name and post remarks (spec §2 Home, About). */
export function OfficialCards({ items, error }: { items: ResourceItem[] | null; error: boolean }) {
  const { t } = useTranslation();
  const text = useItemText();
  const optionLabel = useOptionLabel('official');
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
            const name = text(o, 'name');
            const remarks = text(o, 'postRemarks');
            return (
              <li key={o.id} className="col-6 col-md-4 col-lg-2">
                <article className="card h-100 official-card text-center">
                  {info && <Picture info={info} thumb alt={t('officials.photoOf', { name: name.text })} className="card-img-top" />}
                  <div className="card-body card-title-block p-2">
                    <Text as="h3" value={name} className="h6 mb-1" />
                    <Text
                      as="p"
                      value={remarks.text ? remarks : { text: optionLabel('designation', o.designation) }}
                      className="small mb-0"
                    />
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
