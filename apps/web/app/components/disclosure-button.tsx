import type { ReactNode } from 'react';

/**
 * A button that shows and hides the element whose id is `controls` (a menu, the sidebar, a record's details):
 * aria-expanded says whether it is shown; `onToggle` changes that.
 */
export function DisclosureButton(props: {
  className: string;
  controls: string;
  open: boolean;
  onToggle: () => void;
  /** The button's name when its text alone does not say what it opens. */
  label?: string;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={props.className}
      aria-expanded={props.open}
      aria-controls={props.controls}
      aria-label={props.label}
      onClick={props.onToggle}
    >
      {props.children}
    </button>
  );
}
