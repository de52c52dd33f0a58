import { useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { CONTRAST_COOKIE, TEXT_SIZES, TEXT_SIZE_COOKIE, stepTextSize, type Contrast, type Display, type TextSize } from '@nagar/contract';
import { useDisplay } from '../../root.tsx';

/**
 * Text size (A− A A+) and high contrast, in the header of every public page. Without JavaScript a GET form to
 * /display, which sets the cookies and comes back to this page; with it the same buttons change the page in
 * place, write the same cookies (so the next page is served with the choice) and say what changed in a status
 * line. The contrast button is a toggle (aria-pressed), so is "A" (normal size); A− and A+ are marked
 * aria-disabled at either end, not disabled, so that the focus stays on them.
 */
export function DisplayControls({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { display, setDisplay } = useDisplay();
  const location = useLocation();
  const [status, setStatus] = useState('');
  const here = location.pathname + location.search;

  const choose = (e: MouseEvent<HTMLButtonElement>, next: Display) => {
    e.preventDefault();
    if (next.size === display.size && next.contrast === display.contrast) return;
    const year = 'Path=/; Max-Age=31536000; SameSite=Lax';
    document.cookie = `${TEXT_SIZE_COOKIE}=${next.size}; ${year}`;
    document.cookie = `${CONTRAST_COOKIE}=${next.contrast}; ${year}`;
    setDisplay(next);
    setStatus(
      next.contrast !== display.contrast
        ? t(next.contrast === 'high' ? 'display.contrastOn' : 'display.contrastOff')
        : t('display.sizeNow', { size: t(`display.sizes.${next.size}`) }),
    );
  };
  const sizeButton = (size: TextSize, face: string, label: string, pressed?: boolean) => {
    const atEnd = size === display.size && pressed === undefined;
    return (
      <button
        type="submit"
        name="size"
        value={size}
        className="btn btn-sm display-btn"
        aria-pressed={pressed}
        aria-disabled={atEnd || undefined}
        onClick={(e) => choose(e, { ...display, size })}
      >
        <span aria-hidden="true">{face}</span>
        <span className="visually-hidden">{label}</span>
      </button>
    );
  };
  const islandTexts = JSON.stringify({
    contrastOn: t('display.contrastOn'),
    contrastOff: t('display.contrastOff'),
    sizeNow: Object.fromEntries(TEXT_SIZES.map((size) => [size, t('display.sizeNow', { size: t(`display.sizes.${size}`) })])),
  });
  const contrastNext: Contrast = display.contrast === 'high' ? 'normal' : 'high';
  return (
    <form method="get" action="/display" className={className || undefined}>
      {/* The group is a fieldset named by its legend: HTML allows a form no role="group" (Nu HTML Checker). */}
      {/* The status line's texts, for the island script of pages served without React (islands/display.ts). */}
      <fieldset className="display-controls" data-texts={islandTexts}>
        <legend className="visually-hidden">{t('display.group')}</legend>
        <input type="hidden" name="to" value={here} />
        {sizeButton(stepTextSize(display.size, -1), 'A−', t('display.smaller'))}
        {sizeButton('md', 'A', t('display.normal'), display.size === 'md')}
        {sizeButton(stepTextSize(display.size, 1), 'A+', t('display.larger'))}
        <button
          type="submit"
          name="contrast"
          value={contrastNext}
          className="btn btn-sm display-btn display-contrast"
          aria-pressed={display.contrast === 'high'}
          onClick={(e) => choose(e, { ...display, contrast: contrastNext })}
        >
          <span aria-hidden="true" className="contrast-icon">
            ◐
          </span>
          <span className="visually-hidden">{t('display.contrast')}</span>
        </button>
        <span role="status" className="visually-hidden">
          {status}
        </span>
      </fieldset>
    </form>
  );
}
