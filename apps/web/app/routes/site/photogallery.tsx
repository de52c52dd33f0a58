import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ResourceItem } from '@nagar/contract';
import { portalContext } from '../../lib/context.ts';
import { pageMeta } from '../../lib/site.ts';
import { ImageGrid } from '../../components/site/ImageGrid.tsx';

export async function loader(args: LoaderFunctionArgs) {
  return { items: (await portalContext(args).portal.list('gallery')).items };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'gallery.title', 'gallery.description');

export default function PhotoGallery({ loaderData }: { loaderData: { items: ResourceItem[] } }) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h2 mb-3">{t('gallery.title')}</h1>
      {loaderData.items.length === 0 ? <p>{t('gallery.empty')}</p> : <ImageGrid items={loaderData.items} imageKey="photoPath" openLabelKey="gallery.open" />}
    </>
  );
}
