import { useState } from 'react';
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { youtubePlayerUrl, youtubeWatchUrl, type ResourceItem } from '@nagar/contract';
import servicesCss from '../../styles/services.css?url';
import { portalContext } from '../../lib/context.ts';
import { pageMeta } from '../../lib/site.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { videos as texts } from '../../i18n/pages/services.ts';
import { Text, useItemText } from '../../lib/item-text.tsx';
import { Picture } from '../../components/site/picture.tsx';
import { useLeavingHref } from '../../lib/external.ts';
import { PLAYER_ALLOW, PLAYER_REFERRER_POLICY } from '../../islands/video.ts';
import { textOf } from '@nagar/contract';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: servicesCss }];

export async function loader(args: LoaderFunctionArgs) {
  return { items: (await portalContext(args).portal.list('video')).items };
}

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'videos.title', 'videos.metaDescription', { videos: texts });

/**
 * A video as a poster (stored on this site) with a play button. Nothing is asked of YouTube until the visitor
 * presses it: then the privacy-enhanced player (youtube-nocookie.com, the one frame origin the page's CSP allows)
 * takes the poster's place and starts. Without JavaScript the poster is a link to the video's YouTube page.
 */
function VideoCard({ item }: { item: ResourceItem }) {
  const { t } = useTranslation();
  const leave = useLeavingHref();
  const text = useItemText();
  const [playing, setPlaying] = useState(false);
  const id = item.youtube ? textOf(item.youtube) : '';
  const title = text(item, 'title');
  const description = text(item, 'description');
  const poster = item.fileInfo?.posterPath;
  const headingId = `video-${item.id}`;
  const mp4 = item.fileInfo?.videoPath;
  const captions = item.fileInfo?.captionsPath;
  const captionsLang = item.captionsLang === 'en' ? 'en' : 'hi';
  return (
    <article className="col-12 col-md-6 col-xl-4 mb-4" aria-labelledby={headingId}>
      <div className="video-frame rounded">
        {mp4 && !id ? (
          // An uploaded video, from this site: the browser's own player, with its captions.
          <video controls preload="none" poster={poster?.url} aria-label={title.text}>
            <source src={mp4.url} type="video/mp4" />
            {captions && (
              <track kind="captions" src={captions.url} srcLang={captionsLang} label={captionsLang === 'hi' ? 'हिंदी' : 'English'} default />
            )}
          </video>
        ) : playing ? (
          <iframe
            src={youtubePlayerUrl(id)}
            title={title.text}
            allow={PLAYER_ALLOW}
            allowFullScreen
            referrerPolicy={PLAYER_REFERRER_POLICY}
          />
        ) : (
          <a
            href={leave(youtubeWatchUrl(id))}
            className="video-poster"
            aria-label={t('videos.play', { title: title.text })}
            // For the island of pages served without React (islands/video.ts): the player and its title.
            data-player={youtubePlayerUrl(id)}
            data-title={title.text}
            onClick={(e) => {
              e.preventDefault();
              setPlaying(true);
            }}
          >
            {poster && <Picture info={poster} alt="" sizes="(min-width: 1200px) 416px, (min-width: 768px) 50vw, 100vw" />}
            <span className="video-play" aria-hidden="true">
              <svg width="24" height="24" viewBox="0 0 24 24" focusable="false">
                <path d="M7 4.5v15l13-7.5z" fill="#fff" />
              </svg>
            </span>
          </a>
        )}
      </div>
      <Text as="h2" value={title} className="h5 mt-2" />
      {description.text && <Text as="p" value={description} className="small mb-0" />}
      <span id={headingId} lang={title.lang} hidden>
        {title.text}
      </span>
    </article>
  );
}

export default function VideoGallery({ loaderData }: { loaderData: { items: ResourceItem[] } }) {
  usePageTexts({ videos: texts });
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h2 mb-3">{t('videos.title')}</h1>
      {loaderData.items.length === 0 ? (
        <p>{t('videos.empty')}</p>
      ) : (
        <>
          <p className="small">{t('videos.privacy')}</p>
          <div className="row">
            {loaderData.items.map((item) => (
              <VideoCard key={item.id} item={item} />
            ))}
          </div>
        </>
      )}
    </>
  );
}
