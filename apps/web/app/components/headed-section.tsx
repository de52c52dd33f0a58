import type { ReactNode } from 'react';

/**
 * A section of a page named by its heading (`id`, aria-labelledby): the heading (`h5` unless `headingClass` says
 * otherwise), then the content. `box` gives the classes of the box between the section and its heading (a card's
 * body, a card), or of the boxes, outermost first; without it the section is its own box.
 */
export function HeadedSection(props: {
  id: string;
  title: ReactNode;
  className?: string;
  box?: string | readonly string[];
  headingClass?: string;
  role?: 'status';
  children: ReactNode;
}) {
  const content = (
    <>
      <h2 id={props.id} className={props.headingClass ?? 'h5'}>
        {props.title}
      </h2>
      {props.children}
    </>
  );
  const boxes = props.box === undefined ? [] : typeof props.box === 'string' ? [props.box] : props.box;
  return (
    <section className={props.className} aria-labelledby={props.id} role={props.role}>
      {boxes.reduceRight<ReactNode>(
        (inside, box) => (
          <div className={box}>{inside}</div>
        ),
        content,
      )}
    </section>
  );
}
