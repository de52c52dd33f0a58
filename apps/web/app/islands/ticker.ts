import { holdOnHover, reducedMotion, showPlaying } from './motion.ts';

interface Headline {
  text: string;
  lang?: string;
  /** The "English only" / "केवल हिन्दी" mark of a headline not in the page's language. */
  mark?: string;
}

/** The Breaking news ticker (ticker.tsx): the next headline every 5000 ms, a pause button, held on hover and focus. */
export function ticker() {
  const box = document.querySelector<HTMLElement>('.ticker[data-headlines]');
  const item = box?.querySelector<HTMLElement>('.ticker-item');
  if (!box || !item) return;
  const headlines = JSON.parse(box.dataset.headlines ?? '[]') as Headline[];
  if (headlines.length < 2) return;
  const button = box.querySelector<HTMLButtonElement>('button.play-toggle');
  let index = 0;
  let playing = !reducedMotion();
  let held = false;
  const show = (h: Headline) => {
    const span = document.createElement('span');
    span.textContent = h.text;
    if (h.lang) {
      span.lang = h.lang;
      const mark = document.createElement('span');
      mark.className = 'lang-mark';
      mark.textContent = h.mark ?? '';
      span.append(' ', mark);
    }
    item.replaceChildren(span);
  };
  showPlaying(button, playing);
  button?.addEventListener('click', () => {
    playing = !playing;
    showPlaying(button, playing);
  });
  holdOnHover(box, (h) => (held = h));
  window.setInterval(() => {
    if (!playing || held) return;
    index = (index + 1) % headlines.length;
    show(headlines[index]!);
  }, 5000);
}
