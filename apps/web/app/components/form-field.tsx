import type { InputHTMLAttributes, ReactNode } from 'react';

/** What a control gets from its FormField: its id and the attributes that tie it to the hint and the error. */
export interface ControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

/**
 * One form control the way every form of the portal shows it: a visible label (a red * when the field is
 * required), then the control, a hint and the error, both tied to the control by aria-describedby, with
 * aria-invalid and Bootstrap's is-invalid while there is an error. `children` draws the control from the props
 * it is given and `invalid('form-control')`, the class with is-invalid added when needed.
 */
export function FormField(props: {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  labelClassName?: string;
  children: (control: ControlProps, invalid: (baseClass: string) => string) => ReactNode;
}) {
  const { id, hint, error } = props;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? `${id}-hint` : '', hasError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const control: ControlProps = { id, 'aria-invalid': hasError ? true : undefined, 'aria-describedby': describedBy };
  return (
    <div className={props.className}>
      <label htmlFor={id} className={props.labelClassName ?? 'form-label'}>
        {props.label}
        {props.required && (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        )}
      </label>
      {props.children(control, (baseClass) => (hasError ? `${baseClass} is-invalid` : baseClass))}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {hasError && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  );
}

/** What a FormField shows around its control: the label, the hint, the error and where it stands. */
type FieldProps = Omit<Parameters<typeof FormField>[0], 'children'>;

/**
 * A FormField around one `<input>` with the given attributes (a name, a type, a file's accept, an onChange…): the
 * browser's own `required` too when `nativeRequired` (a field marked * may leave the check to the page).
 */
export function InputField(
  props: FieldProps & { nativeRequired?: boolean } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required'>,
) {
  const { id, label, required, hint, error, className, labelClassName, nativeRequired, ...input } = props;
  return (
    <FormField id={id} label={label} required={required} hint={hint} error={error} className={className} labelClassName={labelClassName}>
      {(control, invalid) => <input {...input} {...control} required={nativeRequired} className={invalid('form-control')} />}
    </FormField>
  );
}

/**
 * A FormField around a search box named `q` with its submit button beside it (a page's own search: Find my ward,
 * the Services filter), the hint under both; `children` follow the button (a link that clears the query).
 * `describedBy` adds the ids of what else describes the box (a live count) after the hint's.
 */
export function SearchField(
  props: Pick<FieldProps, 'id' | 'label' | 'hint' | 'labelClassName'> & {
    submit: ReactNode;
    rowClassName?: string;
    describedBy?: string;
    children?: ReactNode;
  } & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'name' | 'type' | 'className' | 'children'>,
) {
  const { id, label, hint, labelClassName, submit, rowClassName = 'd-flex gap-2', describedBy, children, ...input } = props;
  return (
    <FormField id={id} label={label} hint={hint} labelClassName={labelClassName}>
      {(control) => (
        <div className={rowClassName}>
          <input
            {...control}
            {...input}
            name="q"
            type="search"
            className="form-control"
            aria-describedby={[control['aria-describedby'], describedBy].filter(Boolean).join(' ')}
            autoComplete="off"
          />
          <button type="submit" className="btn btn-primary">
            {submit}
          </button>
          {children}
        </div>
      )}
    </FormField>
  );
}

/** A FormField around a text area of `rows` lines (a record's remarks, a reply note): its text and its change. */
export function TextareaField(
  props: FieldProps & {
    rows: number;
    maxLength?: number;
    value: string;
    onChange: (value: string) => void;
  },
) {
  const { rows, maxLength, value, onChange, ...field } = props;
  return (
    <FormField {...field}>
      {(control, invalid) => (
        <textarea
          {...control}
          rows={rows}
          maxLength={maxLength}
          className={invalid('form-control')}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      )}
    </FormField>
  );
}

/**
 * A FormField around a password input named `name` (`autoComplete` tells the browser's password manager which one):
 * the browser's own `required` too when `nativeRequired`; kept by the page when `value` is given, else by the form.
 */
export function PasswordField(
  props: FieldProps & {
    name: string;
    autoComplete: 'current-password' | 'new-password';
    nativeRequired?: boolean;
    value?: string;
    onChange?: (value: string) => void;
  },
) {
  const { onChange, ...field } = props;
  return <InputField {...field} type="password" onChange={onChange && ((e) => onChange(e.target.value))} />;
}

/** The `<option>`s of a select, one a value, shown as `label(value)` (the value itself when there is no label). */
export function Options<V extends string | number>(props: { values: readonly V[]; label?: (value: V) => ReactNode }) {
  return props.values.map((v) => (
    <option key={v} value={v}>
      {props.label ? props.label(v) : v}
    </option>
  ));
}
