import { RadioChoice } from '../radio-choice.tsx';

/**
 * One choice of a few as radio buttons under their legend, with the group's message: a licence's next step, a
 * message's status, a way of setting a password. Each button's id is `<idPrefix>-<value>`.
 */
export function RadioGroup<V extends string>(props: {
  name: string;
  idPrefix: string;
  legend: string;
  options: readonly V[];
  label: (value: V) => string;
  value: V | '';
  onChange: (value: V) => void;
  error?: string;
  inline?: boolean;
}) {
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{props.legend}</legend>
      {props.options.map((v) => (
        <RadioChoice
          key={v}
          className={props.inline ? 'form-check form-check-inline' : undefined}
          idPrefix={props.idPrefix}
          name={props.name}
          value={v}
          label={props.label(v)}
          checked={props.value === v}
          onChange={() => props.onChange(v)}
        />
      ))}
      {props.error && <div className="invalid-feedback d-block">{props.error}</div>}
    </fieldset>
  );
}
