import type { ReactNode } from 'react';

/**
 * What a back-office list shows under its filters, in one place: a wrong filter (the list is not read), a read
 * that failed, nothing at all vs nothing for these filters, else the total (an i18next plural in the screen's
 * words), the rows and the pager.
 */
export function ListStates(props: {
  /** A filter is wrong (its message stands beside it): this says so instead of a list. */
  invalid?: string | false;
  /** The read failed: this says so. */
  failed?: string | false;
  /** How many rows this page has (0: the empty text). */
  count: number;
  /** The empty text: `filtered` when a filter narrows the list, else `all`. */
  empty: { all: ReactNode; filtered: ReactNode };
  narrowed: boolean;
  /** The total's line (role=status), e.g. t('inbox.total', { count }). */
  total?: ReactNode;
  /** Beside the total (an export link). */
  aside?: ReactNode;
  /** The total shows above an empty list too (the content types' screens count their records always). */
  totalWhenEmpty?: boolean;
  totalTestId?: string;
  /** The table. */
  children: ReactNode;
  /** The pager, under the table. */
  pager?: ReactNode;
}) {
  if (props.invalid)
    return (
      <p className="text-danger" role="alert">
        {props.invalid}
      </p>
    );
  if (props.failed)
    return (
      <p className="text-danger" role="alert">
        {props.failed}
      </p>
    );
  const empty = props.count === 0;
  const total = props.total !== undefined && (!empty || props.totalWhenEmpty) && (
    <p className="small mb-0" role="status" data-testid={props.totalTestId}>
      {props.total}
    </p>
  );
  return (
    <>
      {(total || props.aside) && (
        <div className="small d-flex flex-wrap gap-3 mb-2 list-total">
          {total}
          {!empty && props.aside}
        </div>
      )}
      {empty ? (
        <p role={props.totalWhenEmpty ? undefined : 'status'}>{props.narrowed ? props.empty.filtered : props.empty.all}</p>
      ) : (
        <>
          {props.children}
          {props.pager}
        </>
      )}
    </>
  );
}
