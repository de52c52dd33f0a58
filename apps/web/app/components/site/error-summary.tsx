import { useEffect, useRef } from 'react';

/**
 * A form's refused fields at the top of the page (GOV.UK's error summary): each message links to its field,
 * and the summary takes the focus when it appears, so a screen reader reads it and a keyboard starts there.
 * Without JavaScript it is the page's first alert, right under the heading.
 */
export function ErrorSummary({
  title,
  items,
  note,
}: {
  title: string;
  /** Field id (without '#') and its message, in the form's order. */
  items: Array<{ id: string; message: string }>;
  note?: string;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const key = items.map((i) => `${i.id}:${i.message}`).join('|') + (note ?? '');
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return (
    <div
      ref={ref}
      className="alert alert-danger error-summary"
      role="alert"
      tabIndex={-1}
      aria-labelledby="error-summary-title"
      data-testid="error-summary"
    >
      <h2 id="error-summary-title" className="h5">
        {title}
      </h2>
      {items.length > 0 && (
        <ul className="mb-1">
          {items.map((i) => (
            <li key={i.id}>
              <a href={`#${i.id}`}>{i.message}</a>
            </li>
          ))}
        </ul>
      )}
      {note && <p className="mb-0 small">{note}</p>}
    </div>
  );
}
