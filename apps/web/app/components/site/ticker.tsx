import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Text, useItemText } from '../../lib/item-text.tsx';
import { PlayToggle } from './play-toggle.tsx';

/** A latest news title in both languages. */
export type Headline = { id: number; title: string; titleHi: string };

/**
 * The Breaking news ticker, fed by Latest News: one headline at a time, the next every 5000 ms (spec §9),
 * with a pause button; it does not move for people who ask for reduced motion, nor while hovered or focused.
 */
export function Ticker({ headlines }: { headlines: Headline[] }) {
  const { t } = useTranslation();
  const text = useItemText();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(false);
  const [held, setHeld] = useState(false);

  useEffect(() => {
    setPlaying(!window.matchMedia('(prefers-reduced-motion: reduce)').matches);
  }, []);

  useEffect(() => {
    if (!playing || held || headlines.length < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % headlines.length), 5000);
    return () => window.clearInterval(timer);
  }, [playing, held, headlines.length]);

  if (headlines.length === 0) return null;
  const current = headlines[index % headlines.length]!;
  // Every headline for the island script of pages served without React (islands/ticker.ts).
  const all = JSON.stringify(
    headlines.map((h) => {
      const v = text(h, 'title');
      return v.lang ? { text: v.text, lang: v.lang, mark: t(`langMark.${v.lang}`) } : { text: v.text };
    }),
  );
  return (
    <div
      className="ticker"
      data-headlines={all}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="container d-flex align-items-center gap-2">
        <span className="ticker-label">{t('header.breakingNews')}</span>
        <Link to="/latestnews" className="ticker-item flex-grow-1 text-truncate">
          <Text value={text(current, 'title')} />
        </Link>
        {headlines.length > 1 && (
          <PlayToggle
            className="btn btn-sm btn-light js-only"
            playing={playing}
            onClick={() => setPlaying((p) => !p)}
            play={t('header.playTicker')}
            pause={t('header.pauseTicker')}
          />
        )}
      </div>
    </div>
  );
}
