import { isValidElement, type ReactNode } from 'react';

/** A column of a TableHead: its heading, or its heading with the classes of its cells (hidden on a narrow screen). */
export type HeadColumn = ReactNode | { label: ReactNode; className: string };

const classed = (c: HeadColumn): c is { label: ReactNode; className: string } =>
  typeof c === 'object' && c !== null && !isValidElement(c) && 'label' in c;

/**
 * A table's head: one row of column headings (`scope="col"`), in the order given. A column given as false, null or
 * undefined is left out (a column the table shows only sometimes).
 */
export function TableHead(props: { columns: readonly HeadColumn[]; className?: string }) {
  return (
    <thead className={props.className}>
      <tr>
        {props.columns.map((c, i) =>
          c === false || c === null || c === undefined ? null : classed(c) ? (
            <th key={i} scope="col" className={c.className}>
              {c.label}
            </th>
          ) : (
            <th key={i} scope="col">
              {c}
            </th>
          ),
        )}
      </tr>
    </thead>
  );
}
