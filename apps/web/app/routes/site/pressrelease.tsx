import { useTranslation } from '../../i18n/use-translation.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { ImageGrid } from '../../components/site/image-grid.tsx';
import type { Route } from './+types/pressrelease';
import { pressRelease, textOf } from '@nagar/contract';
import { Text, useItemText } from '../../lib/item-text.tsx';
import { FeedLink, feedMeta } from '../../components/site/feed-link.tsx';
import { ArchiveLink } from '../../components/site/archive-link.tsx';

export async function loader(args: Route.LoaderArgs) {
  return { items: (await args.context.portal.list('pressRelease')).items };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches, 'press.title', 'press.description'),
  ...feedMeta(matches, 'pressRelease', 'press.title'),
];

export default function PressRelease({ loaderData }: Route.ComponentProps) {
  const { t, i18n } = useTranslation();
  const text = useItemText();
  return (
    <>
      <h1 className="h2 mb-3">{t('press.title')}</h1>
      <FeedLink feed="pressRelease" />
      <ArchiveLink def={pressRelease} />
      {loaderData.items.length === 0 ? (
        <p>{t('press.empty')}</p>
      ) : (
        <ImageGrid
          items={loaderData.items}
          imageKey="photoPath"
          openLabelKey="press.open"
          details={(item) => {
            const paper = text(item, 'releaseNewsPaperName');
            const parts = [
              paper.text ? <Text key="paper" value={paper} /> : null,
              item.releasesPageNo ? `${t('press.page')} ${textOf(item.releasesPageNo)}` : null,
              formatDate(item.releaseDate, 'day', i18n.language) || null,
            ].filter((part) => part !== null);
            return <p className="small text-body-secondary mb-1">{parts.flatMap((part, i) => (i === 0 ? [part] : [' · ', part]))}</p>;
          }}
        />
      )}
    </>
  );
}
