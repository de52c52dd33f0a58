import { useEffect, useId, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';

/**
 * A native modal dialog open while `value` is set: opens it with showModal (focus trapped, Escape closes; then
 * `onOpen`, to move the focus inside) and, on closing (by `close` or by `value` going), gives the focus back to
 * where it was.
 */
export function useModal(value: unknown, onClose: () => void, onOpen?: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<Element | null>(null);
  const opened = useRef(onOpen);
  opened.current = onOpen;
  const restoreFocus = () => (returnTo.current as HTMLElement | null)?.focus?.();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (value && !dialog.open) {
      returnTo.current = document.activeElement;
      dialog.showModal();
      opened.current?.();
    } else if (!value && dialog.open) {
      dialog.close();
      restoreFocus();
    }
  }, [value]);
  const close = () => {
    onClose();
    restoreFocus();
  };
  return { ref, close };
}

export interface DialogMessage {
  title: string;
  message: string;
  tone: 'error' | 'success';
  /** Every problem (a save with five missing fields names all five), listed under the message when there is any. */
  list?: string[];
}

/** The spec's 'Error' / 'Success' / 'Deleted' dialogs: a native modal dialog (focus trapped, Escape closes). */
export function MessageDialog({ value, onClose }: { value: DialogMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const { ref, close } = useModal(value, onClose);

  return (
    <dialog ref={ref} className="message-dialog" aria-labelledby={titleId} onClose={close} onCancel={close}>
      {value && (
        <div className={`message-dialog-body tone-${value.tone}`}>
          <h2 id={titleId} className="h5">
            {value.title}
          </h2>
          <p role={value.tone === 'error' ? 'alert' : 'status'}>{value.message}</p>
          {value.list && value.list.length > 0 && (
            <>
              <p className="mb-1">{t('admin.dialogProblems', { count: value.list.length })}</p>
              <ul data-testid="dialog-problems">
                {value.list.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
          <div className="text-end">
            <button type="button" className="btn btn-primary" onClick={close} autoFocus>
              {t('common.ok')}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}

export interface ConfirmRequest {
  title: string;
  message: string;
  confirm: string;
  onConfirm: () => void;
}

/**
 * A question before a destructive step (delete): a native modal dialog that names the record; Cancel has the
 * focus first, Escape cancels, and the focus goes back where it was.
 */
export function ConfirmDialog({ value, onClose }: { value: ConfirmRequest | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const { ref, close } = useModal(value, onClose);

  return (
    <dialog
      ref={ref}
      className="message-dialog"
      role="alertdialog"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={close}
      onCancel={close}
    >
      {value && (
        <div className="message-dialog-body tone-error">
          <h2 id={titleId} className="h5">
            {value.title}
          </h2>
          <p id={textId}>{value.message}</p>
          <div className="d-flex justify-content-end gap-2">
            <button type="button" className="btn btn-outline-secondary" onClick={close} autoFocus>
              {t('clerk.cancel')}
            </button>
            <button
              type="button"
              className="btn btn-danger"
              onClick={() => {
                value.onConfirm();
                close();
              }}
            >
              {value.confirm}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
