import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ROLES, type StaffRole } from '@nagar/contract';
import { FormField, Options, PasswordField } from '../../form-field.tsx';
import { RadioGroup } from '../radio-group.tsx';

export interface Ward {
  id: number;
  name: string;
}
export type Errors = Record<string, string>;

/** A role and its wards as the forms keep them (the wards count only for a grievance officer). */
export interface RoleValues {
  role: StaffRole;
  wardIds: number[];
  allWards: boolean;
}

/** Two roles alike: the same role and the same wards in any order. */
export const sameRole = (a: RoleValues, b: RoleValues) =>
  a.role === b.role && a.allWards === b.allWards && [...a.wardIds].sort().join() === [...b.wardIds].sort().join();

/** The API's role fields from the form's: no wards unless a grievance officer. */
export const roleBody = (v: RoleValues) => ({
  role: v.role,
  wardIds: v.role === 'officer' && !v.allWards ? v.wardIds : [],
  allWards: v.role === 'officer' && v.allWards,
});

/**
 * One account form as the Users screen shows each of them: a card titled by its heading (focused when it opens,
 * for the forms that open from a row), a restored-draft notice, the fields, and the submit (and Cancel) buttons.
 */
export function AccountFormCard(props: {
  id: string;
  title: string;
  focusTitle?: boolean;
  restored?: boolean;
  submit: string;
  busy?: boolean;
  onSubmit: () => void;
  onCancel?: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = props.focusTitle;
  useEffect(() => {
    if (focusTitle) titleRef.current?.focus();
  }, [focusTitle]);
  return (
    <section className="card mt-4" aria-labelledby={props.id}>
      <div className="card-body">
        <h2 className="h5" id={props.id} tabIndex={focusTitle ? -1 : undefined} ref={titleRef}>
          {props.title}
        </h2>
        {props.restored && (
          <p className="alert alert-info py-2" role="status">
            {t('admin.draftRestored')}
          </p>
        )}
        <form
          onSubmit={(e) => {
            e.preventDefault();
            props.onSubmit();
          }}
          noValidate
          className="admin-form"
        >
          {props.children}
          <div className={props.onCancel ? 'admin-form-actions d-flex gap-2' : 'admin-form-actions'}>
            <button type="submit" className="btn btn-primary" disabled={props.busy}>
              {props.submit}
            </button>
            {props.onCancel && (
              <button type="button" className="btn btn-outline-secondary" onClick={props.onCancel}>
                {t('staffUsers.cancel')}
              </button>
            )}
          </div>
        </form>
      </div>
    </section>
  );
}

/** Role select and, for a grievance officer, "all wards" or the ward checkboxes (none: no complaints). */
export function RoleFields(props: {
  idPrefix: string;
  value: RoleValues;
  onChange: (next: RoleValues) => void;
  wards: Ward[];
  errors: Errors;
}) {
  const { t } = useTranslation();
  const { idPrefix, value, wards, errors } = props;
  const { role, wardIds: chosen, allWards } = value;
  const set = (change: Partial<RoleValues>) => props.onChange({ ...value, ...change });
  return (
    <>
      <FormField id={`${idPrefix}-role`} label={t('staffUsers.role')} hint={t('staffUsers.roleHelp')} error={errors.role} required>
        {(control, invalid) => (
          <select
            {...control}
            name="role"
            className={invalid('form-select')}
            value={role}
            onChange={(e) => set({ role: e.target.value as StaffRole })}
          >
            <Options values={ROLES} label={(r) => t(`staffUsers.roles.${r}`)} />
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
              onChange={(e) => set({ allWards: e.target.checked })}
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
                  onChange={(e) => set({ wardIds: e.target.checked ? [...chosen, w.id] : chosen.filter((id) => id !== w.id) })}
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

/** Generate a one-time password, or type one (the server's password rule decides). Never kept in a draft. */
export function PasswordFields(props: {
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
      <RadioGroup
        name={`${idPrefix}-mode`}
        idPrefix={idPrefix}
        legend={t('staffUsers.passwordMode')}
        options={['generate', 'typeOwn'] as const}
        label={(mode) => t(`staffUsers.${mode}`)}
        value={typed ? 'typeOwn' : 'generate'}
        onChange={(mode) => props.onTyped(mode === 'typeOwn')}
      />
      {typed && (
        <PasswordField
          id={`${idPrefix}-password`}
          label={t('staffUsers.password')}
          hint={t('staffUsers.passwordHelp')}
          error={props.error}
          required
          name="password"
          autoComplete="new-password"
          value={props.value}
          onChange={props.onValue}
        />
      )}
    </>
  );
}
