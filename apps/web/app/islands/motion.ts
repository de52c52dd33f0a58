/** Whether the visitor asked for reduced motion (nothing then moves on its own). */
export const reducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** A play/pause toggle (aria-pressed while paused) whose label comes from its data-play and data-pause. */
export function showPlaying(button: HTMLButtonElement | null, playing: boolean) {
  if (!button) return;
  button.setAttribute('aria-pressed', String(!playing));
  button.textContent = (playing ? button.dataset.pause : button.dataset.play) ?? button.textContent;
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
