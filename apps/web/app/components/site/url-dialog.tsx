import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';

/** The current URL without one query parameter: where closing a URL dialog leads. */
export function useUrlWithout(param: string) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  params.delete(param);
  const search = params.toString();
  return `${location.pathname}${search ? `?${search}` : ''}`;
}

/** The URL with one query parameter set: where an opener link leads. */
export function useUrlWith() {
  const location = useLocation();
  return (param: string, value: string | number) => {
    const params = new URLSearchParams(location.search);
    params.set(param, String(value));
    return `${location.pathname}?${params.toString()}`;
  };
}

/**
 * A dialog whose open state lives in the URL (?param=id): without JavaScript the server renders it open in the
 * page, and its Close link removes the parameter; with JavaScript it is a modal (focus kept inside, Escape
 * closes) and focus returns to the link that opened it.
 */
export function UrlDialog(props: {
  param: string;
  /** The heading: text, or an element (a content title marked with its language). */
  title: React.ReactNode;
  children: React.ReactNode;
  className?: string;
  closeOnBackdrop?: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const closeUrl = useUrlWithout(props.param);
  const navigate = useNavigate();
  const location = useLocation();
  const openerValue = new URLSearchParams(location.search).get(props.param);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // The server rendered it open and inline; upgrade to a modal.
    if (dialog.open) dialog.close();
    dialog.showModal();
  }, []);

  const close = () => {
    // Close the modal at once: until then the rest of the page is inert and the opener cannot take the focus
    // (the navigation below first reruns the loaders, so the dialog would otherwise stay until they answer).
    ref.current?.close();
    document.querySelector<HTMLElement>(`[data-opens="${props.param}:${openerValue}"]`)?.focus();
    void navigate(closeUrl, { replace: true, preventScrollReset: true });
  };

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      className={`url-dialog ${props.className ?? ''}`}
      // For the island of pages served without React (islands/url-dialog.ts).
      data-param={props.param}
      data-backdrop-close={props.closeOnBackdrop ? '' : undefined}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onClick={(e) => {
        if (props.closeOnBackdrop && e.target === e.currentTarget) close();
      }}
    >
      <div className="url-dialog-body">
        <div className="d-flex justify-content-between align-items-start gap-2 mb-2">
          <h2 id={titleId} className="h5 mb-0">
            {props.title}
          </h2>
          <Link
            to={closeUrl}
            replace
            preventScrollReset
            className="btn-close"
            aria-label={t('common.close')}
            onClick={(e) => {
              e.preventDefault();
              close();
            }}
          />
        </div>
        {props.children}
      </div>
    </dialog>
  );
}
