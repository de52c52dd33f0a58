import { useTranslation } from 'react-i18next';
import type { StaffAccount } from '@nagar/contract';
import { formatDate } from '../../../lib/format.ts';
import { sortByLabel } from '../../../lib/sort.ts';

/** What a row's buttons ask the screen to do. */
export interface AccountActions {
  onRole: (a: StaffAccount) => void;
  onReset: (a: StaffAccount) => void;
  onReset2fa: (a: StaffAccount) => void;
  onToggle: (a: StaffAccount) => void;
}

/** A row's buttons: the role for everyone; password, two-factor and disable for others (one's own is Profile's). */
function RowActions({ a, me, actions }: { a: StaffAccount; me: boolean; actions: AccountActions }) {
  const { t } = useTranslation();
  const enabled = a.state === 'enabled';
  const button = (label: string, of: string, tone: string, onClick: () => void) => (
    <button type="button" className={`btn btn-sm ${tone}`} aria-label={t(of, { email: a.email })} onClick={onClick}>
      {t(label)}
    </button>
  );
  return (
    <div className="d-flex flex-wrap gap-1">
      {button('staffUsers.changeRole', 'staffUsers.changeRoleOf', 'btn-outline-primary', () => actions.onRole(a))}
      {!me && button('staffUsers.resetPassword', 'staffUsers.resetOf', 'btn-outline-secondary', () => actions.onReset(a))}
      {a.twoFactor && !me && button('staffUsers.reset2fa', 'staffUsers.reset2faOf', 'btn-outline-secondary', () => actions.onReset2fa(a))}
      {!me &&
        button(
          enabled ? 'staffUsers.disable' : 'staffUsers.enable',
          enabled ? 'staffUsers.disableOf' : 'staffUsers.enableOf',
          enabled ? 'btn-outline-danger' : 'btn-outline-success',
          () => actions.onToggle(a),
        )}
    </div>
  );
}

/** One account's row: e-mail (with the narrow screen's summary), name, role and wards, state, last sign-in. */
function AccountRow({ a, me, actions }: { a: StaffAccount; me: boolean; actions: AccountActions }) {
  const { t, i18n } = useTranslation();
  const lastSignIn = a.lastSignInAt ? formatDate(a.lastSignInAt, 'dateTime', i18n.language) : t('staffUsers.never');
  const state = t(a.state === 'enabled' ? 'staffUsers.enabled' : 'staffUsers.disabled');
  // 'Ward 2' before 'Ward 10' (numbers by value), as every list of wards reads.
  const wards = a.allWards
    ? t('staffUsers.everyWard')
    : a.wards.length
      ? sortByLabel(a.wards, (w) => w.name, 'en')
          .map((w) => w.name)
          .join(', ')
      : t('staffUsers.noWard');
  return (
    <tr data-email={a.email}>
      <td className="user-email">
        {a.email} {me && <span className="text-body-secondary">{t('staffUsers.you')}</span>}
        {/* On a phone the name, state and last sign-in columns fold in here. */}
        <div className="narrow-only small">
          {a.name} · {state} · {t('staffUsers.lastSignIn')}: {lastSignIn}
        </div>
      </td>
      <td className="wide-only">{a.name}</td>
      <td>
        {t(`staffUsers.roles.${a.role}`)}
        {a.role === 'officer' && (
          <div className="small text-body-secondary">
            {t('staffUsers.wards')}: {wards}
          </div>
        )}
      </td>
      <td className="wide-only">
        {state}
        {a.twoFactor && <div className="small text-body-secondary">{t('staffUsers.twoFactorOn')}</div>}
        {a.mustChangePassword && <div className="small text-body-secondary">{t('staffUsers.oneTimePending')}</div>}
      </td>
      <td className="wide-only">{lastSignIn}</td>
      <td>
        <RowActions a={a} me={me} actions={actions} />
      </td>
    </tr>
  );
}

/** The staff accounts, one row each, with their buttons. */
export function AccountsTable(props: { accounts: StaffAccount[]; meId: number | undefined; actions: AccountActions }) {
  const { t } = useTranslation();
  const wide = (key: string) => (
    <th scope="col" className="wide-only">
      {t(`staffUsers.${key}`)}
    </th>
  );
  return (
    <div className="table-responsive">
      <table className="table table-bordered align-middle admin-table">
        <caption className="visually-hidden">{t('staffUsers.listCaption')}</caption>
        <thead className="table-light">
          <tr>
            <th scope="col">{t('staffUsers.email')}</th>
            {wide('name')}
            <th scope="col">{t('staffUsers.role')}</th>
            {wide('state')}
            {wide('lastSignIn')}
            <th scope="col">{t('staffUsers.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {props.accounts.map((a) => (
            <AccountRow key={a.id} a={a} me={a.id === props.meId} actions={props.actions} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
