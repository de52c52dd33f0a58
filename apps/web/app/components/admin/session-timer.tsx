import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { SESSION_WARNING_SECONDS } from '@nagar/contract';
import { api, signInAgain } from '../../lib/admin-api.ts';

/**
 * Spec §9: the session lasts a few minutes. A minute before it ends a dialog offers to stay signed in;
 * at the end the person goes to sign in again and comes back to the same screen with their draft.
 */
export function SessionTimer({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const [expiry, setExpiry] = useState(() => new Date(expiresAt).getTime());
  // The clock starts after hydration, so the server's and the browser's first render agree.
  const [now, setNow] = useState<number | null>(null);
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const left = now === null ? null : Math.max(0, Math.round((expiry - now) / 1000));
  const warn = left !== null && left <= SESSION_WARNING_SECONDS;

  useEffect(() => setExpiry(new Date(expiresAt).getTime()), [expiresAt]);

  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  useEffect(() => {
    if (left === 0) signInAgain();
  }, [left]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (warn && left > 0 && !dialog.open) dialog.showModal();
    if (!warn && dialog.open) dialog.close();
  }, [warn, left]);

  const stay = async () => {
    try {
      const { data } = await api<{ expiresAt: string }>('/api/Account/refresh', { method: 'POST' });
      setExpiry(new Date(data.expiresAt).getTime());
    } catch {
      /* a 401 already sent the person to sign in */
    }
  };

  return (
    <dialog ref={ref} className="message-dialog" aria-labelledby={titleId} onCancel={(e) => e.preventDefault()}>
      <div className="message-dialog-body">
        <h2 id={titleId} className="h5">
          {t('admin.sessionTitle')}
        </h2>
        <p>{warn ? t('admin.sessionText', { seconds: left }) : null}</p>
        <div className="d-flex gap-2 justify-content-end">
          <form method="post" action="/logout">
            <button type="submit" className="btn btn-outline-secondary">
              {t('admin.signOutNow')}
            </button>
          </form>
          <button type="button" className="btn btn-primary" onClick={() => void stay()} autoFocus>
            {t('admin.staySignedIn')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
