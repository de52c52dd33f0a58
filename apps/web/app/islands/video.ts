/**
 * The video gallery's posters on a page served without React (routes/site/videogallery.tsx, VideoCard): a click on
 * a poster puts the privacy-enhanced YouTube player in its place, as the React card does, so nothing is asked of
 * YouTube before. Without a script the poster is a link to the video's YouTube page.
 */
export function videoPosters() {
  if (!document.querySelector('a.video-poster[data-player]')) return;
  document.addEventListener('click', (e) => {
    const poster = (e.target as Element).closest<HTMLAnchorElement>('a.video-poster[data-player]');
    if (!poster || e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    const frame = document.createElement('iframe');
    frame.src = poster.dataset.player!;
    frame.title = poster.dataset.title ?? '';
    frame.allow = 'autoplay; encrypted-media; picture-in-picture; fullscreen';
    frame.allowFullscreen = true;
    frame.referrerPolicy = 'strict-origin-when-cross-origin';
    poster.replaceWith(frame);
  });
}
