import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { PlayToggle } from './play-toggle.tsx';

/** How long before autoplay shows a slide its picture starts loading. */
const LOAD_AHEAD_MS = 2000;

/**
 * An accessible carousel. Slides sit in a horizontal scroll-snap strip, so without JavaScript they can still
 * be swiped or scrolled; with it come previous/next, numbered indicators and (optionally) autoplay with a
 * pause button. Autoplay stops on hover and focus, and does not start for people who ask for reduced motion.
 *
 * With JavaScript, a slide's picture loads only when the slide is about to show (site.css hides the pictures
 * of slides not yet 'armed'): the first at once, the next one when someone reaches for the carousel or
 * LOAD_AHEAD_MS before autoplay moves on. Browsers would otherwise fetch every slide of the strip with the
 * page (lazy loading looks sideways too), which on a phone is most of a first visit's image bytes.
 */
export function Carousel(props: { label: string; slides: React.ReactNode[]; autoplayMs?: number; className?: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [armed, setArmed] = useState<ReadonlySet<number>>(() => new Set([0]));
  const count = props.slides.length;

  const arm = useCallback(
    (...slides: number[]) => {
      const wanted = slides.map((i) => (i + count) % count);
      setArmed((prev) => (wanted.every((i) => prev.has(i)) ? prev : new Set([...prev, ...wanted])));
    },
    [count],
  );

  useEffect(() => {
    if (!props.autoplayMs) return;
    setPlaying(!window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, [props.autoplayMs]);

  const go = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el || count === 0) return;
      const next = (i + count) % count;
      arm(next, next + 1);
      el.scrollTo({
        left: next * el.clientWidth,
        behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
      setIndex(next);
    },
    [count, arm],
  );

  useEffect(() => {
    if (!playing || hovered || !props.autoplayMs || count < 2) return;
    const ahead = window.setTimeout(() => arm(index + 1), Math.max(0, props.autoplayMs - LOAD_AHEAD_MS));
    const timer = window.setInterval(() => go(index + 1), props.autoplayMs);
    return () => {
      window.clearTimeout(ahead);
      window.clearInterval(timer);
    };
  }, [playing, hovered, index, go, arm, props.autoplayMs, count]);

  const onScroll = () => {
    const el = track.current;
    if (!el || !el.clientWidth) return;
    const at = el.scrollLeft / el.clientWidth;
    arm(Math.floor(at), Math.ceil(at));
    setIndex(Math.round(at));
  };
  /** Someone reaches for the carousel (pointer or keyboard): the slides on either side get ready. */
  const reach = () => arm(index - 1, index + 1);

  return (
    <section
      className={`carousel-np ${props.className ?? ''}`}
      data-autoplay={props.autoplayMs}
      aria-roledescription="carousel"
      aria-label={props.label}
      onMouseEnter={() => {
        setHovered(true);
        reach();
      }}
      onMouseLeave={() => setHovered(false)}
      onTouchStart={reach}
      onFocus={() => {
        setHovered(true);
        reach();
      }}
      onBlur={() => setHovered(false)}
    >
      {/* Focusable: without JavaScript, scrolling the strip is the only way to the other slides (keyboard too). */}
      <div className="carousel-track" ref={track} onScroll={onScroll} tabIndex={0} aria-live={playing ? 'off' : 'polite'}>
        {props.slides.map((slide, i) => (
          <div
            className={`carousel-slide${armed.has(i) ? ' armed' : ''}`}
            key={i}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slideOf', { n: i + 1, count })}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel-controls js-only">
          {props.autoplayMs ? (
            <PlayToggle
              className="btn btn-sm btn-light carousel-play"
              playing={playing}
              onClick={() => setPlaying((p) => !p)}
              play={t('carousel.play')}
              pause={t('carousel.pause')}
            />
          ) : null}
          <button type="button" className="btn btn-sm btn-light carousel-prev" onClick={() => go(index - 1)}>
            <span aria-hidden="true">‹</span> {t('carousel.previous')}
          </button>
          <ol className="carousel-dots">
            {props.slides.map((_, i) => (
              <li key={i}>
                <button
                  type="button"
                  className="btn btn-sm btn-light"
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => go(i)}
                  aria-label={t('carousel.goTo', { n: i + 1 })}
                >
                  {i + 1}
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="btn btn-sm btn-light carousel-next" onClick={() => go(index + 1)}>
            {t('carousel.next')} <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
