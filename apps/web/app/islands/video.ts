/**
 * The video gallery's posters on a page served without React (routes/site/videogallery.tsx, VideoCard): a click on
 * a poster puts the privacy-enhanced YouTube player in its place, as the React card does, so nothing is asked of
 * YouTube before. Without a script the poster is a link to the video's YouTube page.
 */
/** The player frame's permissions and referrer policy, the same for the React card (videogallery.tsx) and this island. */
export const PLAYER_ALLOW = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
export const PLAYER_REFERRER_POLICY = 'strict-origin-when-cross-origin';

export function videoPosters() {
  if (!document.querySelector('a.video-poster[data-player]')) return;
  document.addEventListener('click', (e) => {
    const poster = (e.target as Element).closest<HTMLAnchorElement>('a.video-poster[data-player]');
    if (!poster || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const frame = document.createElement('iframe');
    frame.src = poster.dataset.player!;
    frame.title = poster.dataset.title ?? '';
    frame.allow = PLAYER_ALLOW;
    frame.allowFullscreen = true;
    frame.referrerPolicy = PLAYER_REFERRER_POLICY;
    poster.replaceWith(frame);
  });
}
