import { hindiKey } from '@nagar/contract/base';
import { FormField } from '../form-field.tsx';

type Lang = 'en' | 'hi';

/**
 * The one bilingual shape's two boxes (a setting, a link's label, a notice template): the English text under its
 * `name`, the Hindi under `<name>Hi`, each a FormField (`<id>-en`, `<id>-hi`) whose control is marked with its
 * language; one line each, or a text area of `rows` lines. `required: 'en'` asks for the English text alone; the hint
 * stands under the English box. The callbacks get the field's key, so the caller's record is read and written by it.
 */
export function BilingualPair<K extends string>(props: {
  id: string;
  name: K;
  label: (lang: Lang) => string;
  className: string;
  required?: boolean | 'en';
  hint?: string;
  rows?: number;
  maxLength?: number;
  controlClass?: string;
  error: (key: K | `${K}Hi`) => string | undefined;
  value: (key: K | `${K}Hi`) => string;
  onChange: (key: K | `${K}Hi`, value: string) => void;
}) {
  return (['en', 'hi'] as const).map((lang) => {
    const key = (lang === 'en' ? props.name : hindiKey(props.name)) as K | `${K}Hi`;
    const control = {
      lang,
      maxLength: props.maxLength,
      value: props.value(key),
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onChange(key, e.target.value),
    };
    return (
      <FormField
        key={lang}
        id={`${props.id}-${lang}`}
        className={props.className}
        label={props.label(lang)}
        required={props.required === true || props.required === lang}
        hint={lang === 'en' ? props.hint : undefined}
        error={props.error(key)}
      >
        {(field, invalid) =>
          props.rows ? (
            <textarea {...field} {...control} rows={props.rows} className={invalid(props.controlClass ?? 'form-control')} />
          ) : (
            <input {...field} {...control} className={invalid(props.controlClass ?? 'form-control')} />
          )
        }
      </FormField>
    );
  });
}
