import type { ReactNode } from 'react';

/** A page of one column in the middle (signing in, two-factor sign-in, a new password): its heading, then the content. */
export function NarrowPage(props: { column: string; heading: string; children: ReactNode }) {
  return (
    <div className="row justify-content-center">
      <div className={props.column}>
        <h1 className="h2 mb-3">{props.heading}</h1>
        {props.children}
      </div>
    </div>
  );
}
