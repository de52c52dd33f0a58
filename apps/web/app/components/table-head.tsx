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

/**
 * A table in a box that scrolls sideways when the table is wider than the screen (Bootstrap's table-responsive): its
 * classes, its TableHead's columns (`headClassName` on the head), then its rows (`children`, the body's).
 */
export function ResponsiveTable(props: {
  className: string;
  columns: readonly HeadColumn[];
  headClassName?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div className="table-responsive">
      <table className={props.className} data-testid={props.testId}>
        <TableHead columns={props.columns} className={props.headClassName} />
        <tbody>{props.children}</tbody>
      </table>
    </div>
  );
}

/**
 * A public list's table (tenders, complaints, a content type's page): the sentence `empty` when the page has no rows
 * (`count`), else a bordered, striped ResponsiveTable (or of `className`) under a light head.
 */
export function ListTable(props: {
  count: number;
  empty: ReactNode;
  className?: string;
  columns: readonly HeadColumn[];
  children: ReactNode;
}) {
  if (props.count === 0) return <p>{props.empty}</p>;
  return (
    <ResponsiveTable
      className={props.className ?? 'table table-bordered table-striped align-middle'}
      headClassName="table-light"
      columns={props.columns}
    >
      {props.children}
    </ResponsiveTable>
  );
}
