import { Fragment, type ReactNode, type TdHTMLAttributes, type ThHTMLAttributes } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDate } from '../../lib/format.ts';

/** One column of an AdminTable. */
export interface AdminColumn<T> {
  key: string;
  /** The header cell's content (a sort link, or hidden text for a column of buttons). */
  header: ReactNode;
  /** The column's name on a phone's card, beside each value (the header's text when it is a string). */
  label?: string;
  cell: (row: T) => ReactNode;
  /** The record's title: the first line of the phone's card, large and without a label. One column a table. */
  title?: boolean;
  /** Hidden in the table below 768 px ('md') or 992 px ('lg'); a line of the phone's card still shows it. */
  hide?: 'md' | 'lg';
  /** Not on the phone's card either (what the title's line already says). */
  noCard?: boolean;
  /** The record's actions: kept in view at the table's right edge; the card's last line. */
  actions?: boolean;
  /** Classes of the column's cells (text-nowrap, text-end, ...). */
  className?: string;
  /** Attributes of the header cell (aria-sort). */
  headerProps?: ThHTMLAttributes<HTMLTableCellElement>;
  /** The cells' data-testid. */
  testId?: string;
  /** Attributes of a row's cell (the lang of a value shown in the other language). */
  cellProps?: (row: T) => TdHTMLAttributes<HTMLTableCellElement>;
}

/**
 * A cell's value with a small, muted line under it (a sender's address, an owner's mobile), then `fold`: what a column
 * hidden between 640 and 768 px would have shown.
 */
export function CellLines(props: { main: ReactNode; sub: ReactNode; fold?: ReactNode }) {
  return (
    <>
      {props.main}
      <span className="d-block small text-body-secondary">{props.sub}</span>
      {props.fold !== undefined && <span className="fold-md small">{props.fold}</span>}
    </>
  );
}

const hideClass = (c: AdminColumn<never>) =>
  [c.hide ? `hide-${c.hide}` : '', c.noCard ? 'no-card' : '', c.title ? 'cell-title' : '', c.actions ? 'cell-actions' : '']
    .filter(Boolean)
    .join(' ');

/**
 * The back office's list table, from a column definition. One markup for every width: a real table from 640 px
 * (headers with scope, rows keyed by the record); under 640 px the CSS (admin.css, `.admin-list`) turns each row
 * into a card that leads with the record's title, every other value on a line of its own under its column's name
 * (`data-label`), so nothing scrolls sideways and no date or number is clipped.
 */
export function AdminTable<T>(props: {
  columns: Array<AdminColumn<T>>;
  rows: T[];
  rowKey: (row: T) => string | number;
  rowProps?: (row: T) => React.HTMLAttributes<HTMLTableRowElement> & { 'data-testid'?: string };
  /** Rows drawn after a record's own (its details), keyed by the caller. */
  after?: (row: T) => ReactNode;
  /** Extra classes of the table (admin-table: the content types' screens and their tests). */
  className?: string;
  testId?: string;
  /**
   * The table's name, for a table with nothing to focus inside (no link, no button): its box, which scrolls
   * sideways when the table is wider than the screen, is then a named region that takes the keyboard's focus.
   */
  label?: string;
}) {
  const { columns } = props;
  const region = props.label ? { tabIndex: 0, role: 'region', 'aria-label': props.label } : {};
  return (
    <div className="admin-list-wrap" {...region}>
      <table className={`table table-bordered align-middle admin-list ${props.className ?? ''}`.trim()} data-testid={props.testId}>
        <thead className="table-light">
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col" className={hideClass(c as AdminColumn<never>) || undefined} {...c.headerProps}>
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {props.rows.map((row) => {
            const key = props.rowKey(row);
            return (
              <Fragment key={key}>
                <tr {...props.rowProps?.(row)}>
                  {columns.map((c) => (
                    <td
                      key={c.key}
                      {...c.cellProps?.(row)}
                      data-testid={c.testId}
                      data-label={c.title || c.actions ? undefined : (c.label ?? (typeof c.header === 'string' ? c.header : undefined))}
                      className={[hideClass(c as AdminColumn<never>), c.className ?? ''].filter(Boolean).join(' ') || undefined}
                    >
                      <div className="cell">{c.cell(row)}</div>
                    </td>
                  ))}
                </tr>
                {props.after?.(row)}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

/** A record's leading cell in a queue: its number as the link to it, its status under it, and when it came in. */
export function RecordLead(props: { to: string; number: string; status: ReactNode; at: string }) {
  const { i18n } = useTranslation();
  return (
    <>
      <Link to={props.to}>{props.number}</Link>
      <span className="d-block">{props.status}</span>
      <time className="d-block small" dateTime={props.at}>
        {formatDate(props.at, 'dateTime', i18n.language)}
      </time>
    </>
  );
}

/** A queue's leading column, the record's title on a phone: its RecordLead (number, status, when it came in). */
export function leadColumn<T>(key: string, header: string, lead: (row: T) => Parameters<typeof RecordLead>[0]): AdminColumn<T> {
  return { key, header, title: true, className: 'text-nowrap', cell: (row) => <RecordLead {...lead(row)} /> };
}

/** A file's wrong lines (an import's refusal): each line's number and what is wrong with it, in line order. */
export function LineErrorsTable(props: {
  rows: Array<{ line: number; reason: string }>;
  lineHeader: string;
  reasonHeader: string;
  /** The table's name (its box may scroll: a named region). */
  label?: string;
  className?: string;
  testId?: string;
}) {
  const columns: Array<AdminColumn<{ line: number; reason: string }>> = [
    { key: 'line', header: props.lineHeader, className: 'text-nowrap', cell: (r) => r.line },
    { key: 'reason', header: props.reasonHeader, cell: (r) => r.reason },
  ];
  return (
    <AdminTable
      columns={columns}
      rows={props.rows}
      rowKey={(r) => `${r.line}-${r.reason}`}
      className={`table-sm ${props.className ?? ''}`.trim()}
      testId={props.testId}
      label={props.label}
    />
  );
}
