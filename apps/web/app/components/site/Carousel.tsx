import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * An accessible carousel. Slides sit in a horizontal scroll-snap strip, so without JavaScript they can still
 * be swiped or scrolled; with it come previous/next, numbered indicators and (optionally) autoplay with a
 * pause button. Autoplay stops on hover and focus, and does not start for people who ask for reduced motion.
 */
export function Carousel(props: { label: string; slides: React.ReactNode[]; autoplayMs?: number; className?: string }) {
  const { t } = useTranslation();
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [hovered, setHovered] = useState(false);
  const count = props.slides.length;

  useEffect(() => {
    if (!props.autoplayMs) return;
    setPlaying(!window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, [props.autoplayMs]);

  const go = useCallback(
    (i: number) => {
      const el = track.current;
      if (!el || count === 0) return;
      const next = (i + count) % count;
      el.scrollTo({ left: next * el.clientWidth, behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
      setIndex(next);
    },
    [count],
  );

  useEffect(() => {
    if (!playing || hovered || !props.autoplayMs || count < 2) return;
    const timer = window.setInterval(() => go(index + 1), props.autoplayMs);
    return () => window.clearInterval(timer);
  }, [playing, hovered, index, go, props.autoplayMs, count]);

  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };

  return (
    <section
      className={`carousel-np ${props.className ?? ''}`}
      aria-roledescription="carousel"
      aria-label={props.label}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setHovered(true)}
      onBlur={() => setHovered(false)}
    >
      {/* Focusable: without JavaScript, scrolling the strip is the only way to the other slides (keyboard too). */}
      <div className="carousel-track" ref={track} onScroll={onScroll} tabIndex={0} aria-live={playing ? 'off' : 'polite'}>
        {props.slides.map((slide, i) => (
          <div className="carousel-slide" key={i} role="group" aria-roledescription="slide" aria-label={t('carousel.slideOf', { n: i + 1, count })}>
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="carousel-controls js-only">
          {props.autoplayMs ? (
            <button type="button" className="btn btn-sm btn-light" onClick={() => setPlaying((p) => !p)} aria-pressed={!playing}>
              {playing ? t('carousel.pause') : t('carousel.play')}
            </button>
          ) : null}
          <button type="button" className="btn btn-sm btn-light" onClick={() => go(index - 1)}>
            <span aria-hidden="true">‹</span> {t('carousel.previous')}
          </button>
          <ol className="carousel-dots">
            {props.slides.map((_, i) => (
              <li key={i}>
                <button type="button" className="btn btn-sm btn-light" aria-current={i === index ? 'true' : undefined} onClick={() => go(i)} aria-label={t('carousel.goTo', { n: i + 1 })}>
                  {i + 1}
                </button>
              </li>
            ))}
          </ol>
          <button type="button" className="btn btn-sm btn-light" onClick={() => go(index + 1)}>
            {t('carousel.next')} <span aria-hidden="true">›</span>
          </button>
        </div>
      )}
    </section>
  );
}
