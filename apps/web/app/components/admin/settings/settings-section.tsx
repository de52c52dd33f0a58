import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FormField } from '../../form-field.tsx';
import { BilingualPair } from '../bilingual-pair.tsx';
import type { FormValues, SectionProps } from './settings-values.ts';
import type { BilingualSetting } from '@nagar/contract';
import type { KeysUnder } from '../../../i18n/keys.ts';

/** The settings' texts (`settings.<key>`). */
export function useSettingsText() {
  const { t } = useTranslation();
  return (key: KeysUnder<'settings'>, opts?: Record<string, unknown>) => t(`settings.${key}`, opts);
}

/**
 * One section of the settings form, as every one of them looks: a card with its legend, an optional hint the
 * fieldset is described by, a message for the section as a whole, and its fields.
 */
export function SettingsSection(props: { legend: string; hint?: { id: string; text: string }; error?: string; children: ReactNode }) {
  const { hint, error } = props;
  return (
    <fieldset className="card card-body mb-3" aria-describedby={hint?.id}>
      <legend className="h5">{props.legend}</legend>
      {hint && (
        <p id={hint.id} className="form-text mt-0">
          {hint.text}
        </p>
      )}
      {error && <p className="invalid-feedback d-block">{error}</p>}
      {props.children}
    </fieldset>
  );
}

/** A bilingual text: its English and Hindi boxes side by side (one under the other on a phone). */
export function BilingualFields(
  props: Omit<SectionProps, 'setErrors'> & { name: BilingualSetting; required?: boolean; long?: boolean; hint?: string },
) {
  const s = useSettingsText();
  const { name, values, errors, update } = props;
  return (
    <div className="row g-2 mb-3">
      <BilingualPair
        id={`s-${name}`}
        name={name}
        className="col-md-6"
        label={(lang) => `${s(name)} (${s(lang === 'en' ? 'english' : 'hindi')})`}
        required={props.required}
        hint={props.hint}
        rows={props.long ? 2 : undefined}
        error={(key) => errors[key]}
        value={(key) => values[key as keyof FormValues] as string}
        onChange={(key, value) => update({ ...values, [key]: value }, key)}
      />
    </div>
  );
}

/** One line of text (an address: e-mail, telephone, web) at half the width, with its message. */
export function TextSetting(props: {
  id: string;
  label: string;
  type?: 'email' | 'tel' | 'url';
  inputMode?: 'decimal';
  lang?: 'en' | 'hi';
  required?: boolean;
  className?: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <FormField
      id={props.id}
      className={props.className ?? 'col-md-6'}
      label={props.label}
      required={props.required}
      hint={props.hint}
      error={props.error}
    >
      {(field, invalid) => (
        <input
          {...field}
          lang={props.lang}
          type={props.type}
          inputMode={props.inputMode}
          className={invalid('form-control')}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

/** A whole number with its unit (months, days) beside it, and its error: the settings' periods. */
export function UnitNumber(props: {
  id: string;
  label: string;
  unit: string;
  max: number;
  value: number;
  error?: string;
  onChange: (value: number) => void;
}) {
  const { id, error } = props;
  return (
    <div className="col-sm-6 col-lg-4">
      <label htmlFor={id} className="form-label">
        {props.label}
      </label>
      <div className="input-group">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={props.max}
          step={1}
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={Number.isFinite(props.value) ? props.value : ''}
          aria-describedby={`${id}-unit${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => props.onChange(e.target.valueAsNumber)}
        />
        <span className="input-group-text" id={`${id}-unit`}>
          {props.unit}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </p>
      )}
    </div>
  );
}
