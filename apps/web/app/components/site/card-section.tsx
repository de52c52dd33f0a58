import type { ReactNode } from 'react';

/** A section of a page as a card of the grid: its heading (named by `id`) and its content; cards in a row are as tall as each other. */
export function CardSection(props: { id: string; title: string; className: string; headingClass?: string; children: ReactNode }) {
  return (
    <section className={props.className} aria-labelledby={props.id}>
      <div className="card h-100">
        <div className="card-body">
          <h2 id={props.id} className={props.headingClass ?? 'h5 card-title'}>
            {props.title}
          </h2>
          {props.children}
        </div>
      </div>
    </section>
  );
}
