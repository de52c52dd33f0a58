import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export interface DialogMessage {
  title: string;
  message: string;
  tone: 'error' | 'success';
}

/** The spec's 'Error' / 'Success' / 'Deleted' dialogs: a native modal dialog (focus trapped, Escape closes). */
export function MessageDialog({ value, onClose }: { value: DialogMessage | null; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const returnTo = useRef<Element | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (value && !dialog.open) {
      returnTo.current = document.activeElement;
      dialog.showModal();
    } else if (!value && dialog.open) dialog.close();
  }, [value]);

  const close = () => {
    onClose();
    (returnTo.current as HTMLElement | null)?.focus?.();
  };

  return (
    <dialog ref={ref} className="message-dialog" aria-labelledby={titleId} onClose={close} onCancel={close}>
      {value && (
        <div className={`message-dialog-body tone-${value.tone}`}>
          <h2 id={titleId} className="h5">
            {value.title}
          </h2>
          <p role={value.tone === 'error' ? 'alert' : 'status'}>{value.message}</p>
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
