import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import {
  PAGE_SIZE_MAX,
  PASSWORD_MIN,
  USER_NAME_MAX,
  formatMessage,
  messagesEn,
  type AccountWithPassword,
  type MessageKey,
  type StaffAccount,
} from '@nagar/contract';
import { ApiError, api } from '../../lib/admin-api.ts';
import { apiWriteAction, useApiWrite } from '../../lib/api-write.ts';
import { pageMeta } from '../../lib/site.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { staffUsers } from '../../i18n/pages/staff-users.ts';
import { draftStore } from '../../components/admin/use-staff-draft.ts';
import { AccountsTable } from '../../components/admin/users/accounts-table.tsx';
import { CreateForm, ResetForm, RoleForm, roleDraftKey } from '../../components/admin/users/account-forms.tsx';
import type { Errors, Ward } from '../../components/admin/users/account-fields.tsx';
import type { Route } from './+types/users';
import { sortByLabel } from '../../lib/sort.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'staffUsers.title', undefined, { staffUsers });

type Notice = { text: string; password?: string; email?: string; tone: 'success' | 'danger' };

/** The accounts and the wards to choose from, from the API in the browser (admin only, the API's guard). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [accounts, wards] = await Promise.all([
    api<StaffAccount[]>('/api/Admin/users', { signal: request.signal }).then(
      // clerk2@ before clerk10@ (numbers by value), like the wards.
      ({ data }) => sortByLabel(data, (a) => a.email, 'en'),
      (err: unknown) => {
        if (!request.signal.aborted) console.error(err);
        return [] as StaffAccount[];
      },
    ),
    api<Ward[]>(`/api/Admin/ward?pageSize=${PAGE_SIZE_MAX}`, { signal: request.signal }).then(
      // 'Ward 2' before 'Ward 10' (numbers by value), as every list of wards reads.
      ({ data }) =>
        sortByLabel(
          data.map((w) => ({ id: w.id, name: w.name })),
          (w) => w.name,
          'en',
        ),
      (err: unknown) => {
        if (!request.signal.aborted) console.error(err);
        return [] as Ward[];
      },
    ),
  ]);
  return { accounts, wards };
}

/** Account changes (useApiWrite): the router then reads the list again through clientLoader. */
export const clientAction = (args: Route.ClientActionArgs) => apiWriteAction(args);

export function HydrateFallback() {
  usePageTexts({ staffUsers });
  const { t } = useTranslation();
  return <p role="status">{t('staffUsers.loading')}</p>;
}

/** Staff accounts (admin only): list, create, role and wards, disable/enable, password reset. */
export default function Users({ loaderData, matches }: Route.ComponentProps) {
  usePageTexts({ staffUsers });
  const { t } = useTranslation();
  const me = matches[1].loaderData.user;
  const { accounts, wards } = loaderData;
  const { write } = useApiWrite();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<{ account: StaffAccount; mode: 'role' | 'reset' } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // A role change left unsaved (a reload, an expired session) opens again with its draft.
  useEffect(() => {
    const interrupted = accounts.find((a) => draftStore.read(roleDraftKey(a.id)));
    if (interrupted) setEditing({ account: interrupted, mode: 'role' });
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  /** A server message in the page's language when it is one of the catalogue's (they come in English). */
  const local = useCallback(
    (message: string) => {
      const params = { min: PASSWORD_MIN, max: USER_NAME_MAX };
      const key = (Object.keys(messagesEn) as MessageKey[]).find((k) => formatMessage(k, params) === message);
      return key ? t(`msg.${key}`, params) : message || t('staffUsers.failed');
    },
    [t],
  );

  const announce = (n: Notice) => {
    setNotice(n);
    // The outcome is read out and in view (the forms are below the list).
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const fail = (err: unknown): Errors => {
    if (err instanceof ApiError && err.errors) return Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, local(v)]));
    announce({ text: err instanceof ApiError ? local(err.message) : t('staffUsers.failed'), tone: 'danger' });
    return {};
  };

  /** A step on a row (enable, disable, reset two-factor) after its question, and its outcome. */
  const step = async (question: string | null, path: string, done: string) => {
    if (question && !window.confirm(question)) return;
    try {
      await write('post', path, {});
      announce({ text: done, tone: 'success' });
    } catch (err) {
      fail(err);
    }
  };

  const toggle = (a: StaffAccount) => {
    const disable = a.state === 'enabled';
    const done = t(disable ? 'staffUsers.disabledDone' : 'staffUsers.enabledDone', { email: a.email });
    void step(
      disable ? t('staffUsers.confirmDisable', { email: a.email }) : null,
      `/api/Admin/users/${a.id}/${disable ? 'disable' : 'enable'}`,
      done,
    );
  };
  const reset2fa = (a: StaffAccount) =>
    void step(
      t('staffUsers.confirmReset2fa', { email: a.email }),
      `/api/Admin/users/${a.id}/reset-2fa`,
      t('staffUsers.reset2faDone', { email: a.email }),
    );

  /** A new password's notice: the outcome and, when generated, the one-time password to pass on. */
  const withPassword = (text: string, r: AccountWithPassword) =>
    announce({ text, password: r.generatedPassword, email: r.account.email, tone: 'success' });

  return (
    <>
      <h1 className="h3">{t('staffUsers.title')}</h1>
      <p>{t('staffUsers.intro')}</p>
      <div ref={noticeRef} tabIndex={-1} role="status" aria-live="polite">
        {notice && <NoticeBox notice={notice} />}
      </div>

      <AccountsTable
        accounts={accounts}
        meId={me?.id}
        actions={{
          onRole: (account) => setEditing({ account, mode: 'role' }),
          onReset: (account) => setEditing({ account, mode: 'reset' }),
          onReset2fa: reset2fa,
          onToggle: toggle,
        }}
      />

      {editing?.mode === 'role' && (
        <RoleForm
          key={`role-${editing.account.id}`}
          account={editing.account}
          wards={wards}
          onCancel={() => setEditing(null)}
          onDone={(a) => {
            setEditing(null);
            announce({ text: t('staffUsers.roleSaved', { email: a.email }), tone: 'success' });
          }}
          fail={fail}
        />
      )}
      {editing?.mode === 'reset' && (
        <ResetForm
          key={`reset-${editing.account.id}`}
          account={editing.account}
          onCancel={() => setEditing(null)}
          onDone={(r) => {
            setEditing(null);
            withPassword(t('staffUsers.resetDone', { email: r.account.email }), r);
          }}
          fail={fail}
        />
      )}

      <CreateForm wards={wards} onDone={(r) => withPassword(t('staffUsers.created', { email: r.account.email }), r)} fail={fail} />
    </>
  );
}

/** The outcome of the last step; a generated password shown once, to copy. */
function NoticeBox({ notice }: { notice: Notice }) {
  const { t } = useTranslation();
  return (
    <div className={`alert alert-${notice.tone}`}>
      <p className="mb-0">{notice.text}</p>
      {notice.password && (
        <>
          <p className="mt-2 mb-1">{t('staffUsers.oneTime', { email: notice.email })}</p>
          <p className="mb-0">
            <code className="one-time-password fs-5 text-dark bg-white px-2 rounded" data-testid="one-time-password">
              {notice.password}
            </code>{' '}
            <span className="small">{t('staffUsers.copyHint')}</span>
          </p>
        </>
      )}
    </div>
  );
}
