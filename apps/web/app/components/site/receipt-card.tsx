import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useSite } from '../../lib/site.ts';

/** One line of a receipt's details: its label and value (a test id on the value when a test reads it). */
export function ReceiptRow(props: { label: string; value: ReactNode; testId?: string }) {
  return (
    <>
      <dt>{props.label}</dt>
      <dd data-testid={props.testId}>{props.value}</dd>
    </>
  );
}

/** The details' line with the tracking address, as a link (the QR code holds the same address). */
export function TrackRow(props: { label: string; url: string; testId: string }) {
  return (
    <ReceiptRow
      label={props.label}
      value={
        <a href={props.url} className="receipt-url">
          {props.url}
        </a>
      }
      testId={props.testId}
    />
  );
}

/**
 * A paper a citizen keeps after sending something (a grievance's receipt, a trade licence application's
 * acknowledgement): on screen and on one printed page, the council's name and address (the page header is not
 * printed), the title, the reference number, the details with the tracking address, its QR code (SVG markup made on
 * the server, so it shows without JavaScript), what follows, and the actions (a print button among them).
 */
export function ReceiptCard(props: {
  testId: string;
  councilTestId?: string;
  title: string;
  numberLabel: string;
  number: string;
  numberTestId: string;
  keep: string;
  /** The details' rows (ReceiptRow), the tracking address last. */
  details: ReactNode;
  qr: { svg: string; label: string; hint: string; testId: string };
  /** What comes after the details: notes, next steps. */
  children?: ReactNode;
  print: string;
  /** The links after the print button, before the tracking page's and the next filing's. */
  actions?: ReactNode;
  /** The links to the tracking page (its path on this site) and to the form, to send another. */
  trackNow: { path: string; label: string };
  another: { path: string; label: string };
}) {
  const { council, address } = useSite();
  const { qr, trackNow, another } = props;
  return (
    <div className="card card-body shadow-sm receipt" data-testid={props.testId}>
      <div className="receipt-council" data-testid={props.councilTestId}>
        <strong className="d-block">{council}</strong>
        {address && <span className="d-block small">{address}</span>}
      </div>
      <h1 className="h2 text-success">{props.title}</h1>
      <p className="mb-1">{props.numberLabel}:</p>
      <p className="complaint-no ref-no" data-testid={props.numberTestId}>
        {props.number}
      </p>
      <p>{props.keep}</p>
      <div className="receipt-body">
        <dl className="receipt-details">{props.details}</dl>
        <figure className="receipt-qr mb-0">
          {/* The QR library's own markup, made on the server from the tracking address alone. */}
          <div role="img" aria-label={qr.label} data-testid={qr.testId} dangerouslySetInnerHTML={{ __html: qr.svg }} />
          <figcaption className="small">{qr.hint}</figcaption>
        </figure>
      </div>
      {props.children}
      <div className="d-flex flex-wrap gap-2 no-print">
        <button type="button" className="btn btn-outline-primary js-only" onClick={() => window.print()}>
          {props.print}
        </button>
        {props.actions}
        <Link className="btn btn-primary" to={trackNow.path}>
          {trackNow.label}
        </Link>
        <Link className="btn btn-link" to={another.path}>
          {another.label}
        </Link>
      </div>
    </div>
  );
}
