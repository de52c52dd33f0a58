/** Whether the visitor asked for reduced motion (nothing then moves on its own). */
export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A play/pause toggle (components/site/play-toggle.tsx): pressed while paused; site.css shows the label in force. */
export function showPlaying(button: HTMLButtonElement | null, playing: boolean) {
  button?.setAttribute('aria-pressed', String(!playing));
}

/** Held while the pointer is over or the focus is inside `el`. */
export function holdOnHover(el: HTMLElement, onChange: (held: boolean) => void) {
  for (const [type, held] of [
    ['mouseenter', true],
    ['mouseleave', false],
    ['focusin', true],
    ['focusout', false],
  ] as const) {
    el.addEventListener(type, () => onChange(held));
  }
}
