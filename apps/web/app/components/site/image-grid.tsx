import { Link, useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { ResourceItem } from '@nagar/contract';
import { Picture } from './picture.tsx';
import { UrlDialog, useUrlWith } from './url-dialog.tsx';
import { LocalParagraphs, Text, useItemText } from '../../lib/item-text.tsx';
import type { TextKey } from '../../i18n/texts.ts';

/**
 * Cards of photos with title and description (Photo Gallery, Press Release). A photo opens an overlay with the
 * full image (?photo=id); a click on the dark overlay closes it, a click on the image does not.
 */
export function ImageGrid(props: {
  items: ResourceItem[];
  imageKey: string;
  openLabelKey: TextKey;
  details?: (item: ResourceItem) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const text = useItemText();
  const withParam = useUrlWith();
  const chosenId = Number(new URLSearchParams(useLocation().search).get('photo'));
  const chosen = props.items.find((i) => i.id === chosenId);
  const chosenInfo = chosen?.fileInfo?.[props.imageKey];
  const chosenTitle = chosen ? text(chosen, 'title') : null;
  return (
    <>
      {chosenTitle && chosenInfo && (
        <UrlDialog param="photo" title={<Text value={chosenTitle} />} className="image-overlay" closeOnBackdrop>
          <Picture info={chosenInfo} alt={chosenTitle.text} className="overlay-img" eager />
        </UrlDialog>
      )}
      <ul className="row g-3 list-unstyled image-grid">
        {props.items.map((item) => {
          const info = item.fileInfo?.[props.imageKey];
          const title = text(item, 'title');
          return (
            <li key={item.id} className="col-12 col-sm-6 col-md-4 col-lg-3">
              <article className="card h-100 shadow-sm">
                {info && (
                  <Link
                    to={withParam('photo', item.id)}
                    preventScrollReset
                    data-opens={`photo:${item.id}`}
                    aria-label={t(props.openLabelKey, { title: title.text })}
                  >
                    <Picture info={info} thumb alt="" className="card-img-top grid-img" />
                  </Link>
                )}
                <div className="card-body">
                  <Text as="h2" value={title} className="h6 card-title" />
                  {props.details?.(item)}
                  <LocalParagraphs value={text(item, 'description')} className="card-text small" />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </>
  );
}
