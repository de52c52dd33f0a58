import type { ReactNode } from 'react';

/** A form's submit button in its own cell of the form's grid row (`className`: the cell's columns); `wide` fills the cell. */
export function SubmitCell(props: { className: string; wide?: boolean; busy?: boolean; children: ReactNode }) {
  return (
    <div className={props.className}>
      <button type="submit" className={props.wide ? 'btn btn-primary w-100' : 'btn btn-primary'} disabled={props.busy}>
        {props.children}
      </button>
    </div>
  );
}
