import type { InputHTMLAttributes, ReactNode } from 'react';

/**
 * One radio button and its label the Bootstrap way (`form-check`): its id is `<idPrefix>-<value>`; its name, value,
 * checked or defaultChecked, required and onChange go to the input.
 */
export function RadioChoice(
  props: { idPrefix: string; value: string | number; label: ReactNode; className?: string } & Omit<
    InputHTMLAttributes<HTMLInputElement>,
    'id' | 'type' | 'className' | 'value'
  >,
) {
  const { idPrefix, label, className, ...input } = props;
  const id = `${idPrefix}-${input.value}`;
  return (
    <div className={className ?? 'form-check'}>
      <input className="form-check-input" type="radio" id={id} {...input} />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
    </div>
  );
}
