import { Fragment } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import {
  COMPLAINT_FORM_FIELDS,
  COMPLAINT_SHOWN_FIELDS,
  type ComplaintOptions,
  type PublicComplaint,
  textOf,
  type ShownComplaintField,
} from '@nagar/contract';
import { FormField } from './form-field.tsx';
import { ChoiceOptions, Text, useComplaintChoices, useItemText } from '../lib/item-text.tsx';
import type { ComplaintFieldText } from '../i18n/texts.ts';

/** A row's share on a wide screen (the citizen's form), as Bootstrap's grid says it. */
const WIDTH: Record<ShownComplaintField['show']['width'], string> = { third: 'col-md-4', half: 'col-md-6', full: 'col-12' };

/**
 * The controls of the complaint's fields as the contract describes them (COMPLAINT_FORM_FIELDS): the citizen's form
 * (`who: 'citizen'`: its labels, hints and autofill; one section at a time) and the counter filing form (`'staff'`:
 * the staff's labels, no autofill: they type for someone else). Each control is named and labelled as the API names
 * the field; `values` are what was typed before a refusal, `errors` the messages by field.
 */
export function ComplaintFieldControls({
  who,
  section,
  idPrefix,
  options,
  values = {},
  errors,
  choose,
}: {
  who: 'citizen' | 'staff';
  section?: ShownComplaintField['show']['section'];
  idPrefix: string;
  options: ComplaintOptions;
  values?: Record<string, string>;
  errors: Record<string, string | undefined>;
  /** A select's empty first option. */
  choose: string;
}) {
  const { t } = useTranslation();
  const choices = useComplaintChoices();
  const staff = who === 'staff';
  const fields = COMPLAINT_FORM_FIELDS.filter((f) => !section || f.show.section === section);
  return fields.map((f) => {
    const id = `${idPrefix}-${f.key}`;
    const text = (name: ComplaintFieldText) => t(`complaintField.${f.key}.${name}`);
    const error = errors[f.key];
    if (f.kind === 'boolean') {
      return (
        <div key={f.key} className="col-12">
          <div className="form-check">
            <input
              id={id}
              name={f.key}
              type="checkbox"
              required={f.required}
              defaultChecked={values[f.key] === 'on'}
              className={`form-check-input${error ? ' is-invalid' : ''}`}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
            />
            <label htmlFor={id} className="form-check-label">
              {text(staff ? 'staffText' : 'text')}
              {f.required && (
                <span aria-hidden="true" className="text-danger">
                  {' '}
                  *
                </span>
              )}
            </label>
            {error && (
              <div id={`${id}-error`} className="invalid-feedback d-block">
                {error}
              </div>
            )}
          </div>
        </div>
      );
    }
    const autoComplete = staff ? 'off' : f.show.autoComplete;
    return (
      <FormField
        key={f.key}
        id={id}
        label={text(staff ? 'staff' : 'label')}
        required={f.required}
        hint={!staff && f.show.hint ? text('hint') : undefined}
        error={error}
        className={staff && f.kind !== 'longtext' ? (f.list ? 'col-md-4' : 'col-md-6') : WIDTH[f.show.width]}
      >
        {(props, invalid) => {
          const common = { ...props, name: f.key, required: f.required, defaultValue: values[f.key] ?? '' };
          if (f.kind === 'select' && f.list)
            return (
              <select {...common} className={invalid('form-select')}>
                <option value="">{choose}</option>
                <ChoiceOptions choices={choices(options, f.list)} />
              </select>
            );
          // A length is checked by the contract's rule, as a person counts characters (a browser's maxlength counts
          // UTF-16 units and would stop Hindi text early): only the number and the address have one here.
          if (f.kind === 'longtext') return <textarea {...common} rows={4} className={invalid('form-control')} />;
          if (f.kind === 'mobile')
            return (
              // text, not tel: HTML allows the autofill name tel-national (the number without +91) only on a text input
              // (Nu HTML Checker); the numeric keypad comes from inputMode.
              <input
                {...common}
                type="text"
                inputMode="numeric"
                maxLength={f.max}
                autoComplete={autoComplete}
                className={invalid('form-control')}
              />
            );
          if (f.kind === 'email')
            return <input {...common} type="email" maxLength={f.max} autoComplete={autoComplete} className={invalid('form-control')} />;
          return <input {...common} type="text" autoComplete={autoComplete} className={invalid('form-control')} />;
        }}
      </FormField>
    );
  });
}

/**
 * A complaint's fields as filed (COMPLAINT_SHOWN_FIELDS: what anyone may see) as the rows of a `<dl>`: the chosen ones
 * in the page's language, the typed ones as written ("N/A" when empty); the public page's labels or the staff's.
 */
export function ComplaintFieldRows({
  complaint,
  who,
  termClass,
  valueClass,
}: {
  complaint: PublicComplaint;
  who: 'public' | 'staff';
  termClass?: string;
  valueClass?: string;
}) {
  const { t } = useTranslation();
  const text = useItemText();
  const record = complaint as unknown as Record<string, unknown>;
  return COMPLAINT_SHOWN_FIELDS.map((f) => (
    <Fragment key={f.key}>
      <dt className={termClass}>{t(`complaintField.${f.key}.${who === 'staff' ? 'staff' : 'view'}`)}</dt>
      {f.list ? (
        // The chosen value in the page's language: its Hindi name (`<key>Hi`) on a Hindi page.
        <Text as="dd" className={valueClass} value={text(record, f.key)} />
      ) : (
        <dd className={valueClass}>{textOf(record[f.column]) || t('common.na')}</dd>
      )}
    </Fragment>
  ));
}
