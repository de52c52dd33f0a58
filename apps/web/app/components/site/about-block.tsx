import { useTranslation } from '../../i18n/use-translation.ts';
import type { ResourceItem } from '@nagar/contract';
import { Picture } from './picture.tsx';
import { LocalParagraphs, Text, useItemText } from '../../lib/item-text.tsx';

/** The about descriptions and images (Home and About pages). */
export function AboutBlock({ items, error, headingLevel = 2 }: { items: ResourceItem[]; error: boolean; headingLevel?: 2 | 3 }) {
  // The first picture is near the top of the page: not lazy. On a phone the pictures sit beside their texts
  // (site.css), 40% of the width, as on a desktop.
  const { t } = useTranslation();
  const text = useItemText();
  const H = `h${headingLevel}` as const;
  if (error)
    return (
      <p className="text-danger" role="alert">
        {t('home.aboutError')}
      </p>
    );
  if (items.length === 0) return <p>{t('about.empty')}</p>;
  return (
    <div className="about-block">
      {items.map((item, i) => {
        const info = item.fileInfo?.photoPath;
        const name = text(item, 'name');
        return (
          <article key={item.id} className={`row g-3 align-items-center mb-4${i % 2 ? ' flex-md-row-reverse' : ''}`}>
            {info && (
              <div className="col-md-5">
                <Picture info={info} alt={name.text} className="img-fluid rounded shadow-sm" sizes="40vw" eager={i === 0} />
              </div>
            )}
            <div className={info ? 'col-md-7' : 'col-12'}>
              <Text as={H} value={name} className="h5" />
              <LocalParagraphs value={text(item, 'description')} className="about-text" />
            </div>
          </article>
        );
      })}
    </div>
  );
}
