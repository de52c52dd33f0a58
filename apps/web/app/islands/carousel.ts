import { holdOnHover, reducedMotion, showPlaying } from './motion.ts';

/** How long before autoplay shows a slide its picture starts loading (as carousel.tsx). */
const LOAD_AHEAD_MS = 2000;

/** Each slider (carousel.tsx): previous/next, numbered buttons, autoplay with pause, pictures armed ahead. */
export function carousels() {
  document.querySelectorAll<HTMLElement>('section.carousel-np').forEach(carousel);
}

function carousel(section: HTMLElement) {
  const track = section.querySelector<HTMLElement>('.carousel-track');
  const slides = [...section.querySelectorAll<HTMLElement>('.carousel-slide')];
  const count = slides.length;
  if (!track || count < 2) return;
  const dots = [...section.querySelectorAll<HTMLButtonElement>('.carousel-dots button')];
  const play = section.querySelector<HTMLButtonElement>('.carousel-play');
  const autoplayMs = Number(section.dataset.autoplay) || 0;
  let index = 0;
  let playing = autoplayMs > 0 && !reducedMotion();
  let held = false;

  const arm = (...which: number[]) => which.forEach((i) => slides[(i + count) % count]!.classList.add('armed'));
  const mark = (i: number) =>
    dots.forEach((d, n) => (n === i ? d.setAttribute('aria-current', 'true') : d.removeAttribute('aria-current')));
  const go = (i: number) => {
    const next = (i + count) % count;
    arm(next, next + 1);
    track.scrollTo({ left: next * track.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
    index = next;
    mark(next);
  };
  const reach = () => arm(index - 1, index + 1);
  const showPlay = () => {
    showPlaying(play, playing);
    track.setAttribute('aria-live', playing ? 'off' : 'polite');
  };

  section.querySelector('.carousel-prev')?.addEventListener('click', () => go(index - 1));
  section.querySelector('.carousel-next')?.addEventListener('click', () => go(index + 1));
  dots.forEach((d, n) => d.addEventListener('click', () => go(n)));
  play?.addEventListener('click', () => {
    playing = !playing;
    showPlay();
    schedule();
  });
  holdOnHover(section, (h) => {
    held = h;
    if (h) reach();
    schedule();
  });
  section.addEventListener('touchstart', reach, { passive: true });
  track.addEventListener('scroll', () => {
    if (!track.clientWidth) return;
    const at = track.scrollLeft / track.clientWidth;
    arm(Math.floor(at), Math.ceil(at));
    index = Math.round(at);
    mark(index);
  });

  // One timer at a time: the next slide's picture LOAD_AHEAD_MS early, then the slide.
  let timers: number[] = [];
  function schedule() {
    timers.forEach((t) => window.clearTimeout(t));
    timers = [];
    if (!playing || held || !autoplayMs) return;
    timers.push(window.setTimeout(() => arm(index + 1), Math.max(0, autoplayMs - LOAD_AHEAD_MS)));
    timers.push(
      window.setTimeout(() => {
        go(index + 1);
        schedule();
      }, autoplayMs),
    );
  }
  showPlay();
  schedule();
}
