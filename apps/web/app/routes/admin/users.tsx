import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PAGE_SIZE_MAX,
  PASSWORD_MIN,
  ROLES,
  USER_NAME_MAX,
  formatMessage,
  messagesEn,
  type AccountWithPassword,
  type MessageKey,
  type StaffAccount,
  type StaffRole,
} from '@nagar/contract';
import { ApiError, api } from '../../lib/admin-api.ts';
import { apiWriteAction, useApiWrite } from '../../lib/api-write.ts';
import { pageMeta } from '../../lib/site.ts';
import { formatDate } from '../../lib/format.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { staffUsers } from '../../i18n/pages/staff-users.ts';
import { FormField } from '../../components/form-field.tsx';
import type { Route } from './+types/users';
import { sortByLabel } from '../../lib/sort.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'staffUsers.title', undefined, { staffUsers });

interface Ward {
  id: number;
  name: string;
}
type Errors = Record<string, string>;
type Notice = { text: string; password?: string; email?: string; tone: 'success' | 'danger' };

/** The accounts and the wards to choose from, from the API in the browser (admin only, the API's guard). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const [accounts, wards] = await Promise.all([
    api<StaffAccount[]>('/api/Admin/users', { signal: request.signal }).then(
      ({ data }) => data,
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
  const { t, i18n } = useTranslation();
  const me = matches[1].loaderData.user;
  const { accounts, wards } = loaderData;
  const { write } = useApiWrite();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [editing, setEditing] = useState<{ account: StaffAccount; mode: 'role' | 'reset' } | null>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

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

  const toggle = async (account: StaffAccount) => {
    const disable = account.state === 'enabled';
    if (disable && !window.confirm(t('staffUsers.confirmDisable', { email: account.email }))) return;
    try {
      await write('post', `/api/Admin/users/${account.id}/${disable ? 'disable' : 'enable'}`, {});
      announce({ text: t(disable ? 'staffUsers.disabledDone' : 'staffUsers.enabledDone', { email: account.email }), tone: 'success' });
    } catch (err) {
      fail(err);
    }
  };

  const reset2fa = async (account: StaffAccount) => {
    if (!window.confirm(t('staffUsers.confirmReset2fa', { email: account.email }))) return;
    try {
      await write('post', `/api/Admin/users/${account.id}/reset-2fa`, {});
      announce({ text: t('staffUsers.reset2faDone', { email: account.email }), tone: 'success' });
    } catch (err) {
      fail(err);
    }
  };

  const roleName = (role: string) => t(`staffUsers.roles.${role}`);
  const lastSignIn = (a: StaffAccount) => (a.lastSignInAt ? formatDate(a.lastSignInAt, 'dateTime', i18n.language) : t('staffUsers.never'));

  return (
    <>
      <h1 className="h3">{t('staffUsers.title')}</h1>
      <p>{t('staffUsers.intro')}</p>
      <div ref={noticeRef} tabIndex={-1} role="status" aria-live="polite">
        {notice && (
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
        )}
      </div>

      <div className="table-responsive">
        <table className="table table-bordered align-middle admin-table">
          <caption className="visually-hidden">{t('staffUsers.listCaption')}</caption>
          <thead className="table-light">
            <tr>
              <th scope="col">{t('staffUsers.email')}</th>
              <th scope="col" className="wide-only">
                {t('staffUsers.name')}
              </th>
              <th scope="col">{t('staffUsers.role')}</th>
              <th scope="col" className="wide-only">
                {t('staffUsers.state')}
              </th>
              <th scope="col" className="wide-only">
                {t('staffUsers.lastSignIn')}
              </th>
              <th scope="col">{t('staffUsers.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {accounts.map((a) => (
              <tr key={a.id} data-email={a.email}>
                <td className="user-email">
                  {a.email} {a.id === me?.id && <span className="text-body-secondary">{t('staffUsers.you')}</span>}
                  {/* On a phone the name, state and last sign-in columns fold in here. */}
                  <div className="narrow-only small">
                    {a.name} · {t(a.state === 'enabled' ? 'staffUsers.enabled' : 'staffUsers.disabled')} · {t('staffUsers.lastSignIn')}:{' '}
                    {lastSignIn(a)}
                  </div>
                </td>
                <td className="wide-only">{a.name}</td>
                <td>
                  {roleName(a.role)}
                  {a.role === 'officer' && (
                    <div className="small text-body-secondary">
                      {t('staffUsers.wards')}:{' '}
                      {a.allWards
                        ? t('staffUsers.everyWard')
                        : a.wards.length
                          ? sortByLabel(a.wards, (w) => w.name, 'en')
                              .map((w) => w.name)
                              .join(', ')
                          : t('staffUsers.noWard')}
                    </div>
                  )}
                </td>
                <td className="wide-only">
                  {t(a.state === 'enabled' ? 'staffUsers.enabled' : 'staffUsers.disabled')}
                  {a.twoFactor && <div className="small text-body-secondary">{t('staffUsers.twoFactorOn')}</div>}
                  {a.mustChangePassword && <div className="small text-body-secondary">{t('staffUsers.oneTimePending')}</div>}
                </td>
                <td className="wide-only">{lastSignIn(a)}</td>
                <td>
                  <div className="d-flex flex-wrap gap-1">
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-primary"
                      aria-label={t('staffUsers.changeRoleOf', { email: a.email })}
                      onClick={() => setEditing({ account: a, mode: 'role' })}
                    >
                      {t('staffUsers.changeRole')}
                    </button>
                    {/* One's own password is changed under Profile, with the current one (the API refuses it here). */}
                    {a.id !== me?.id && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary"
                        aria-label={t('staffUsers.resetOf', { email: a.email })}
                        onClick={() => setEditing({ account: a, mode: 'reset' })}
                      >
                        {t('staffUsers.resetPassword')}
                      </button>
                    )}
                    {a.twoFactor && a.id !== me?.id && (
                      <button
                        type="button"
                        className="btn btn-sm btn-outline-secondary"
                        aria-label={t('staffUsers.reset2faOf', { email: a.email })}
                        onClick={() => void reset2fa(a)}
                      >
                        {t('staffUsers.reset2fa')}
                      </button>
                    )}
                    {a.id !== me?.id && (
                      <button
                        type="button"
                        className={`btn btn-sm ${a.state === 'enabled' ? 'btn-outline-danger' : 'btn-outline-success'}`}
                        aria-label={t(a.state === 'enabled' ? 'staffUsers.disableOf' : 'staffUsers.enableOf', { email: a.email })}
                        onClick={() => void toggle(a)}
                      >
                        {t(a.state === 'enabled' ? 'staffUsers.disable' : 'staffUsers.enable')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      {editing?.mode === 'role' && (
        <RoleForm
          key={`role-${editing.account.id}`}
          account={editing.account}
          wards={wards}
          onCancel={() => setEditing(null)}
          onDone={async (a) => {
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
          onDone={async (r) => {
            setEditing(null);
            announce({
              text: t('staffUsers.resetDone', { email: r.account.email }),
              password: r.generatedPassword,
              email: r.account.email,
              tone: 'success',
            });
          }}
          fail={fail}
        />
      )}

      <CreateForm
        wards={wards}
        onDone={async (r) => {
          announce({
            text: t('staffUsers.created', { email: r.account.email }),
            password: r.generatedPassword,
            email: r.account.email,
            tone: 'success',
          });
        }}
        fail={fail}
      />
    </>
  );
}

/** Role select and, for a grievance officer, "all wards" or the ward checkboxes (none: no complaints). */
function RoleFields(props: {
  idPrefix: string;
  role: StaffRole;
  onRole: (r: StaffRole) => void;
  wards: Ward[];
  chosen: number[];
  onChosen: (ids: number[]) => void;
  allWards: boolean;
  onAllWards: (all: boolean) => void;
  errors: Errors;
}) {
  const { t } = useTranslation();
  const { idPrefix, role, wards, chosen, allWards, errors } = props;
  return (
    <>
      <FormField id={`${idPrefix}-role`} label={t('staffUsers.role')} hint={t('staffUsers.roleHelp')} error={errors.role} required>
        {(control, invalid) => (
          <select
            {...control}
            name="role"
            className={invalid('form-select')}
            value={role}
            onChange={(e) => props.onRole(e.target.value as StaffRole)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {t(`staffUsers.roles.${r}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {role === 'officer' && (
        <fieldset className="mb-3" aria-describedby={`${idPrefix}-wards-hint${errors.wardIds ? ` ${idPrefix}-wards-error` : ''}`}>
          <legend className="form-label fs-6">{t('staffUsers.wardsLegend')}</legend>
          <p className="form-text mt-0" id={`${idPrefix}-wards-hint`}>
            {wards.length ? t('staffUsers.wardsHelp') : t('staffUsers.noWards')}
          </p>
          <div className="form-check mb-2">
            <input
              className="form-check-input"
              type="checkbox"
              id={`${idPrefix}-all-wards`}
              checked={allWards}
              onChange={(e) => props.onAllWards(e.target.checked)}
            />
            <label className="form-check-label" htmlFor={`${idPrefix}-all-wards`}>
              {t('staffUsers.allWards')}
            </label>
          </div>
          <div className={allWards ? 'd-none' : 'ward-picker d-flex flex-wrap gap-3'}>
            {wards.map((w) => (
              <div className="form-check" key={w.id}>
                <input
                  className="form-check-input"
                  type="checkbox"
                  id={`${idPrefix}-ward-${w.id}`}
                  checked={chosen.includes(w.id)}
                  onChange={(e) => props.onChosen(e.target.checked ? [...chosen, w.id] : chosen.filter((id) => id !== w.id))}
                />
                <label className="form-check-label" htmlFor={`${idPrefix}-ward-${w.id}`}>
                  {w.name}
                </label>
              </div>
            ))}
          </div>
          {errors.wardIds && (
            <p className="invalid-feedback d-block" id={`${idPrefix}-wards-error`}>
              {errors.wardIds}
            </p>
          )}
        </fieldset>
      )}
    </>
  );
}

/** Generate a one-time password, or type one (the server's password rule decides). */
function PasswordFields(props: {
  idPrefix: string;
  typed: boolean;
  onTyped: (v: boolean) => void;
  value: string;
  onValue: (v: string) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const { idPrefix, typed } = props;
  return (
    <>
      <fieldset className="mb-3">
        <legend className="form-label fs-6">{t('staffUsers.passwordMode')}</legend>
        {(['generate', 'typeOwn'] as const).map((mode) => (
          <div className="form-check" key={mode}>
            <input
              className="form-check-input"
              type="radio"
              name={`${idPrefix}-mode`}
              id={`${idPrefix}-${mode}`}
              checked={(mode === 'typeOwn') === typed}
              onChange={() => props.onTyped(mode === 'typeOwn')}
            />
            <label className="form-check-label" htmlFor={`${idPrefix}-${mode}`}>
              {t(`staffUsers.${mode}`)}
            </label>
          </div>
        ))}
      </fieldset>
      {typed && (
        <FormField
          id={`${idPrefix}-password`}
          label={t('staffUsers.password')}
          hint={t('staffUsers.passwordHelp')}
          error={props.error}
          required
        >
          {(control, invalid) => (
            <input
              {...control}
              type="password"
              name="password"
              autoComplete="new-password"
              className={invalid('form-control')}
              value={props.value}
              onChange={(e) => props.onValue(e.target.value)}
            />
          )}
        </FormField>
      )}
    </>
  );
}

function CreateForm(props: { wards: Ward[]; onDone: (r: AccountWithPassword) => Promise<void>; fail: (err: unknown) => Errors }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('editor');
  const [chosen, setChosen] = useState<number[]>([]);
  const [allWards, setAllWards] = useState(false);
  const [typed, setTyped] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const { write, busy } = useApiWrite();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      const data = await write<AccountWithPassword>('post', '/api/Admin/users', {
        email,
        name,
        role,
        wardIds: role === 'officer' && !allWards ? chosen : [],
        allWards: role === 'officer' && allWards,
        password: typed ? password : '',
      });
      setErrors({});
      setEmail('');
      setName('');
      setPassword('');
      setChosen([]);
      setAllWards(false);
      await props.onDone(data);
    } catch (err) {
      setErrors(props.fail(err));
    }
  };

  return (
    <section className="card mt-4" aria-labelledby="create-user-title">
      <div className="card-body">
        <h2 className="h5" id="create-user-title">
          {t('staffUsers.createTitle')}
        </h2>
        <form onSubmit={(e) => void submit(e)} noValidate className="admin-form">
          <FormField id="new-email" label={t('staffUsers.email')} error={errors.email} required>
            {(control, invalid) => (
              <input
                {...control}
                type="email"
                name="email"
                autoComplete="off"
                className={invalid('form-control')}
                value={email}
                onChange={(e) => setEmail(e.target.value)}
              />
            )}
          </FormField>
          <FormField id="new-name" label={t('staffUsers.name')} error={errors.name}>
            {(control, invalid) => (
              <input
                {...control}
                name="name"
                autoComplete="off"
                className={invalid('form-control')}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            )}
          </FormField>
          <RoleFields
            idPrefix="new"
            role={role}
            onRole={setRole}
            wards={props.wards}
            chosen={chosen}
            onChosen={setChosen}
            allWards={allWards}
            onAllWards={setAllWards}
            errors={errors}
          />
          <PasswordFields idPrefix="new" typed={typed} onTyped={setTyped} value={password} onValue={setPassword} error={errors.password} />
          <div className="admin-form-actions">
            <button type="submit" className="btn btn-primary" disabled={busy}>
              {t('staffUsers.create')}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

function RoleForm(props: {
  account: StaffAccount;
  wards: Ward[];
  onCancel: () => void;
  onDone: (a: StaffAccount) => Promise<void>;
  fail: (err: unknown) => Errors;
}) {
  const { t } = useTranslation();
  const { account } = props;
  const [role, setRole] = useState<StaffRole>(account.role);
  const [chosen, setChosen] = useState<number[]>(account.wards.map((w) => w.id));
  const [allWards, setAllWards] = useState(account.allWards);
  const [errors, setErrors] = useState<Errors>({});
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const { write } = useApiWrite();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      const data = await write<StaffAccount>('put', `/api/Admin/users/${account.id}/role`, {
        role,
        wardIds: role === 'officer' && !allWards ? chosen : [],
        allWards: role === 'officer' && allWards,
      });
      await props.onDone(data);
    } catch (err) {
      setErrors(props.fail(err));
    }
  };

  return (
    <section className="card mt-4" aria-labelledby="role-title">
      <div className="card-body">
        <h2 className="h5" id="role-title" tabIndex={-1} ref={titleRef}>
          {t('staffUsers.changeRoleOf', { email: account.email })}
        </h2>
        <form onSubmit={(e) => void submit(e)} noValidate className="admin-form">
          <RoleFields
            idPrefix="edit"
            role={role}
            onRole={setRole}
            wards={props.wards}
            chosen={chosen}
            onChosen={setChosen}
            allWards={allWards}
            onAllWards={setAllWards}
            errors={errors}
          />
          <div className="admin-form-actions d-flex gap-2">
            <button type="submit" className="btn btn-primary">
              {t('staffUsers.saveRole')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={props.onCancel}>
              {t('staffUsers.cancel')}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}

function ResetForm(props: {
  account: StaffAccount;
  onCancel: () => void;
  onDone: (r: AccountWithPassword) => Promise<void>;
  fail: (err: unknown) => Errors;
}) {
  const { t } = useTranslation();
  const { account } = props;
  const [typed, setTyped] = useState(false);
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => titleRef.current?.focus(), []);
  const { write } = useApiWrite();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    try {
      const data = await write<AccountWithPassword>('post', `/api/Admin/users/${account.id}/password`, { password: typed ? password : '' });
      await props.onDone(data);
    } catch (err) {
      setErrors(props.fail(err));
    }
  };

  return (
    <section className="card mt-4" aria-labelledby="reset-title">
      <div className="card-body">
        <h2 className="h5" id="reset-title" tabIndex={-1} ref={titleRef}>
          {t('staffUsers.resetTitle', { email: account.email })}
        </h2>
        <form onSubmit={(e) => void submit(e)} noValidate className="admin-form">
          <PasswordFields
            idPrefix="reset"
            typed={typed}
            onTyped={setTyped}
            value={password}
            onValue={setPassword}
            error={errors.password}
          />
          <div className="admin-form-actions d-flex gap-2">
            <button type="submit" className="btn btn-primary">
              {t('staffUsers.resetDo')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={props.onCancel}>
              {t('staffUsers.cancel')}
            </button>
          </div>
        </form>
      </div>
    </section>
  );
}
