import { useTranslation } from '../../../i18n/use-translation.ts';
import type { TFunction } from 'i18next';
import type { StaffAccount } from '@nagar/contract';
import { AdminTable, type AdminColumn } from '../admin-table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { sortByLabel } from '../../../lib/sort.ts';
import type { TextKey } from '../../../i18n/texts.ts';
import type { KeysUnder } from '../../../i18n/keys.ts';

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
  const button = (label: TextKey, of: TextKey, tone: string, onClick: () => void) => (
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

/** The staff accounts, one row each (a card led by the e-mail on a phone), with their buttons. */
export function AccountsTable(props: { accounts: StaffAccount[]; meId: number | undefined; actions: AccountActions }) {
  const { t, i18n } = useTranslation();
  const state = (a: StaffAccount) => t(a.state === 'enabled' ? 'staffUsers.enabled' : 'staffUsers.disabled');
  const lastSignIn = (a: StaffAccount) => (a.lastSignInAt ? formatDate(a.lastSignInAt, 'dateTime', i18n.language) : t('staffUsers.never'));
  const column = (
    key: KeysUnder<'staffUsers'>,
    cell: AdminColumn<StaffAccount>['cell'],
    more: Partial<AdminColumn<StaffAccount>> = {},
  ) => ({
    key,
    header: t(`staffUsers.${key}`),
    cell,
    ...more,
  });
  const columns: Array<AdminColumn<StaffAccount>> = [
    column(
      'email',
      (a) => (
        <>
          {a.email} {a.id === props.meId && <span className="text-body-secondary">{t('staffUsers.you')}</span>}
          {/* Where the table hides the name, state and last sign-in columns (640-767 px), they fold in here. */}
          <div className="fold-md small">
            {a.name} · {state(a)} · {t('staffUsers.lastSignIn')}: {lastSignIn(a)}
          </div>
        </>
      ),
      { title: true },
    ),
    column('name', (a) => a.name, { hide: 'md' }),
    column('role', (a) => (
      <>
        {t(`staffUsers.roles.${a.role}`)}
        {a.role === 'officer' && (
          <div className="small text-body-secondary">
            {t('staffUsers.wards')}: {wardsOf(a, t)}
          </div>
        )}
      </>
    )),
    column(
      'state',
      (a) => (
        <>
          {state(a)}
          {a.twoFactor && <div className="small text-body-secondary">{t('staffUsers.twoFactorOn')}</div>}
          {a.mustChangePassword && <div className="small text-body-secondary">{t('staffUsers.oneTimePending')}</div>}
        </>
      ),
      { hide: 'md' },
    ),
    column('lastSignIn', lastSignIn, { hide: 'md' }),
    column('actions', (a) => <RowActions a={a} me={a.id === props.meId} actions={props.actions} />, { actions: true }),
  ];
  return (
    <AdminTable
      columns={columns}
      rows={props.accounts}
      rowKey={(a) => a.id}
      rowProps={(a) => ({ 'data-email': a.email }) as React.HTMLAttributes<HTMLTableRowElement>}
    />
  );
}

/** An officer's wards: every ward, none, or their names in ward order ('Ward 2' before 'Ward 10'). */
function wardsOf(a: StaffAccount, t: TFunction): string {
  if (a.allWards) return t('staffUsers.everyWard');
  if (!a.wards.length) return t('staffUsers.noWard');
  return sortByLabel(a.wards, (w) => w.name, 'en')
    .map((w) => w.name)
    .join(', ');
}
