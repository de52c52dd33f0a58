import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { AccountWithPassword, StaffAccount } from '@nagar/contract';
import { useApiWrite } from '../../../lib/api-write.ts';
import { InputField } from '../../form-field.tsx';
import { useStaffDraft } from '../use-staff-draft.ts';
import {
  AccountFormCard,
  PasswordFields,
  RoleFields,
  roleBody,
  sameRole,
  type Errors,
  type RoleValues,
  type Ward,
} from './account-fields.tsx';

/** What each form gets from the screen: the outcome and the way to turn a refusal into the fields' messages. */
interface FormProps<R> {
  onDone: (result: R) => void;
  fail: (err: unknown) => Errors;
}

/**
 * A form's sending: `submit(send)` writes through `send` and hands its result to the screen, or turns a refusal into
 * the fields' messages; `busy` while it runs.
 */
function useAccountSubmit<R>(props: FormProps<R>) {
  const [errors, setErrors] = useState<Errors>({});
  const { write, busy } = useApiWrite();
  const submit = async (send: (w: typeof write) => Promise<R>) => {
    try {
      props.onDone(await send(write));
    } catch (err) {
      setErrors(props.fail(err));
    }
  };
  return { errors, setErrors, busy, onSubmit: (send: (w: typeof write) => Promise<R>) => () => void submit(send) };
}

/** The kept draft of a role change (the Users screen opens it again after a reload). */
export const roleDraftKey = (id: number) => `nagar-draft:staff-user:${id}:role`;

type NewAccount = RoleValues & { email: string; name: string; typed: boolean };
const NEW_ACCOUNT: NewAccount = { email: '', name: '', role: 'editor', wardIds: [], allWards: false, typed: false };

/** A new account: e-mail, name, role and wards, and its password (generated or typed; the typed one is never kept). */
export function CreateForm(props: FormProps<AccountWithPassword> & { wards: Ward[] }) {
  const { t } = useTranslation();
  const draft = useStaffDraft<NewAccount>('nagar-draft:staff-user:new', NEW_ACCOUNT);
  const values = draft.values;
  const [password, setPassword] = useState('');
  const { errors, setErrors, busy, onSubmit } = useAccountSubmit(props);
  const set = (change: Partial<NewAccount>) => draft.change({ ...values, ...change });

  const submit = onSubmit(async (write) => {
    const body = { email: values.email, name: values.name, ...roleBody(values), password: values.typed ? password : '' };
    const data = await write<AccountWithPassword>('post', '/api/Admin/users', body);
    setErrors({});
    setPassword('');
    // The next account often has the same role and way of password.
    draft.saved({ ...NEW_ACCOUNT, role: values.role, typed: values.typed });
    return data;
  });

  const text = (key: 'email' | 'name', type?: 'email') => (
    <InputField
      id={`new-${key}`}
      label={t(`staffUsers.${key}`)}
      error={errors[key]}
      required={key === 'email'}
      type={type}
      name={key}
      autoComplete="off"
      value={values[key]}
      onChange={(e) => set({ [key]: e.target.value })}
    />
  );

  return (
    <AccountFormCard
      id="create-user-title"
      title={t('staffUsers.createTitle')}
      restored={draft.restored}
      submit={t('staffUsers.create')}
      busy={busy}
      onSubmit={submit}
    >
      {text('email', 'email')}
      {text('name')}
      <RoleFields idPrefix="new" value={values} onChange={set} wards={props.wards} errors={errors} />
      <PasswordFields
        idPrefix="new"
        typed={values.typed}
        onTyped={(typed) => set({ typed })}
        value={password}
        onValue={setPassword}
        error={errors.password}
      />
    </AccountFormCard>
  );
}

/** An account's role and wards; Cancel drops the change (a reload keeps it, and opens the form again). */
export function RoleForm(props: FormProps<StaffAccount> & { account: StaffAccount; wards: Ward[]; onCancel: () => void }) {
  const { t } = useTranslation();
  const { account } = props;
  const stored: RoleValues = { role: account.role, wardIds: account.wards.map((w) => w.id), allWards: account.allWards };
  const draft = useStaffDraft<RoleValues>(roleDraftKey(account.id), stored, sameRole);
  const { errors, busy, onSubmit } = useAccountSubmit(props);
  const submit = onSubmit(async (write) => {
    const data = await write<StaffAccount>('put', `/api/Admin/users/${account.id}/role`, roleBody(draft.values));
    draft.discard();
    return data;
  });

  return (
    <AccountFormCard
      id="role-title"
      title={t('staffUsers.changeRoleOf', { email: account.email })}
      focusTitle
      restored={draft.restored}
      submit={t('staffUsers.saveRole')}
      busy={busy}
      onSubmit={submit}
      onCancel={() => {
        draft.discard();
        props.onCancel();
      }}
    >
      <RoleFields idPrefix="edit" value={draft.values} onChange={draft.change} wards={props.wards} errors={errors} />
    </AccountFormCard>
  );
}

/** A new password for an account: generated (shown once) or typed. */
export function ResetForm(props: FormProps<AccountWithPassword> & { account: StaffAccount; onCancel: () => void }) {
  const { t } = useTranslation();
  const { account } = props;
  const [typed, setTyped] = useState(false);
  const [password, setPassword] = useState('');
  const { errors, busy, onSubmit } = useAccountSubmit(props);
  const submit = onSubmit((write) =>
    write<AccountWithPassword>('post', `/api/Admin/users/${account.id}/password`, { password: typed ? password : '' }),
  );

  return (
    <AccountFormCard
      id="reset-title"
      title={t('staffUsers.resetTitle', { email: account.email })}
      focusTitle
      submit={t('staffUsers.resetDo')}
      busy={busy}
      onSubmit={submit}
      onCancel={props.onCancel}
    >
      <PasswordFields idPrefix="reset" typed={typed} onTyped={setTyped} value={password} onValue={setPassword} error={errors.password} />
    </AccountFormCard>
  );
}
