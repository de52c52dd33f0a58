import { useTranslation } from '../../i18n/use-translation.ts';
import { pageMeta } from '../../lib/site.ts';
import { ImageGrid } from '../../components/site/image-grid.tsx';
import type { Route } from './+types/photogallery';

export async function loader(args: Route.LoaderArgs) {
  return { items: (await args.context.portal.list('gallery')).items };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'gallery.title', 'gallery.description');

export default function PhotoGallery({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h2 mb-3">{t('gallery.title')}</h1>
      {loaderData.items.length === 0 ? (
        <p>{t('gallery.empty')}</p>
      ) : (
        <ImageGrid items={loaderData.items} imageKey="photoPath" openLabelKey="gallery.open" />
      )}
    </>
  );
}
