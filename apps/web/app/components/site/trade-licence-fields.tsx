import { useTranslation } from '../../i18n/use-translation.ts';
import { STRUCTURE_SUB_TYPES, TRADE_LICENCE_DOCUMENTS, TRADE_LICENCE_SECTIONS, type FieldDef } from '@nagar/contract';
import { FormField, InputField, type ControlProps } from '../form-field.tsx';
import { tradeLicenceKey } from '../../i18n/keys.ts';

/** How each field is shown (the fields, their labels and rules are the contract's TRADE_LICENCE_SECTIONS). */
interface FieldView {
  radio?: boolean;
  type?: 'number' | 'email' | 'date' | 'tel';
  min?: number;
  step?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal' | 'tel';
  upper?: boolean;
  hint?: boolean;
  wide?: boolean;
}
const VIEW: Record<string, FieldView> = {
  licenceType: { radio: true },
  oldLicenceNo: { hint: true, upper: true },
  tradeName: { autoComplete: 'organization' },
  commencementDate: { type: 'date' },
  gstNo: { upper: true, hint: true },
  operationArea: { type: 'number', min: 1, step: 'any', inputMode: 'decimal', hint: true },
  employees: { type: 'number', min: 0, step: '1', inputMode: 'numeric' },
  tradeType: { hint: true },
  tradeSubType: { hint: true },
  cantonment: { hint: true },
  pincode: { inputMode: 'numeric', hint: true },
  ward: { hint: true },
  ownerName: { autoComplete: 'name' },
  relationship: { radio: true },
  gender: { radio: true },
  dob: { type: 'date', autoComplete: 'bday', hint: true },
  mobile: { type: 'tel', autoComplete: 'tel', inputMode: 'tel', hint: true },
  email: { type: 'email', autoComplete: 'email' },
  pan: { upper: true, hint: true },
  address: { autoComplete: 'street-address', wide: true },
};
const view = (f: FieldDef): FieldView => VIEW[f.key] ?? {};

/** The id of a field's first control (a radio group's first button), for labels and error links. */
export const controlId = (f: FieldDef) => (view(f).radio ? `${f.key}-${f.options![0]!.value}` : f.key);

type Props = {
  value: (key: string) => string;
  error: (key: string) => string;
  wards: Array<{ name: string; nameHi?: string }>;
  documentLimits: { pdf: number; image: number };
  keepBlank?: readonly string[];
  keepHint?: string;
};

/**
 * The trade licence form's four sections and its documents, as the application page and the tracking page's
 * correction show them: `value` and `error` per field; `wards`: the council's wards for the ward's list;
 * `optional`: fields shown without their required marker (the correction keeps PAN, date of birth and address
 * when they are left blank).
 */
export function TradeLicenceFields(props: Props) {
  const { t } = useTranslation();
  return (
    <>
      {TRADE_LICENCE_SECTIONS.map((section) => (
        <section key={section.id} className="card mb-4" aria-labelledby={`${section.id}-heading`}>
          <div className="card-header bg-white">
            <h2 id={`${section.id}-heading`} className="h5 mb-0">
              {t(tradeLicenceKey('sections', section.id))}
            </h2>
          </div>
          <div className="card-body">
            <div className="row g-3">
              {section.fields.map((f) => (
                <TradeField key={f.key} f={f} fields={props} />
              ))}
            </div>
          </div>
        </section>
      ))}
      <Documents fields={props} />
    </>
  );
}

const useLang = () => {
  const { t, i18n } = useTranslation();
  const lang: 'hi' | 'en' = i18n.language === 'hi' ? 'hi' : 'en';
  const optionLabel = (f: FieldDef, value: string) => t(tradeLicenceKey('options', f.key, value));
  return { t, lang, optionLabel };
};

/** One field: its control (radio buttons, a list, a text box) under its label, with its hint and message. */
function TradeField({ f, fields: props }: { f: FieldDef; fields: Props }) {
  const { t, lang } = useLang();
  const keep = props.keepBlank?.includes(f.key) ?? false;
  const v = view(f);
  const errorText = props.error(f.key);
  const required = f.required && !keep;
  const hintText = keep ? props.keepHint : v.hint ? t(tradeLicenceKey('hints', f.key)) : undefined;
  const colClass = v.wide ? 'col-12' : 'col-md-6 col-lg-4';
  const defaultValue = props.value(f.key);

  if (v.radio) {
    return (
      <RadioField f={f} required={required} hintText={hintText} errorText={errorText} colClass={colClass} defaultValue={defaultValue} />
    );
  }
  return (
    <FormField id={f.key} label={f.label[lang]} required={required} hint={hintText} error={errorText || undefined} className={colClass}>
      {(control, invalidClass) => (
        <FieldInput
          f={f}
          common={{ ...control, name: f.key, required, defaultValue, autoComplete: v.autoComplete }}
          invalidClass={invalidClass}
          wards={props.wards}
        />
      )}
    </FormField>
  );
}

/** A choice of a few as radio buttons under their legend. */
function RadioField(props: {
  f: FieldDef;
  required: boolean | undefined;
  hintText?: string;
  errorText: string;
  colClass: string;
  defaultValue: string;
}) {
  const { lang, optionLabel } = useLang();
  const { f, required, hintText, errorText, colClass, defaultValue } = props;
  const invalid = Boolean(errorText);
  const describedBy = [hintText ? `${f.key}-hint` : '', invalid ? `${f.key}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={colClass} key={f.key} aria-describedby={describedBy}>
      <legend className="form-label fs-6 mb-2">
        {f.label[lang]}
        {required && (
          <span aria-hidden="true" className="text-danger">
            {' '}
            *
          </span>
        )}
      </legend>
      {f.options!.map(({ value: o }) => (
        <div className="form-check form-check-inline" key={o}>
          <input
            className={`form-check-input${invalid ? ' is-invalid' : ''}`}
            type="radio"
            id={`${f.key}-${o}`}
            name={f.key}
            value={o}
            required={required}
            defaultChecked={defaultValue === o}
            aria-invalid={invalid || undefined}
          />
          <label className="form-check-label" htmlFor={`${f.key}-${o}`}>
            {optionLabel(f, o)}
          </label>
        </div>
      ))}
      {hintText && (
        <div id={`${f.key}-hint`} className="form-text">
          {hintText}
        </div>
      )}
      {invalid && (
        <div id={`${f.key}-error`} className="invalid-feedback d-block">
          {errorText}
        </div>
      )}
    </fieldset>
  );
}

/** A field's control other than radio buttons: the ward's list, another list, a text area or a text box. */
function FieldInput(props: {
  f: FieldDef;
  common: ControlProps & { name: string; required: boolean | undefined; defaultValue: string; autoComplete?: string };
  invalidClass: (base: string) => string;
  wards: Props['wards'];
}) {
  const { t, lang, optionLabel } = useLang();
  const { f, common, invalidClass } = props;
  const v = view(f);
  if (f.key === 'ward') {
    return (
      <select className={invalidClass('form-select')} {...common}>
        <option value="">{t('tradeLicence.select')}</option>
        {props.wards.map((w) => (
          <option key={w.name} value={w.name}>
            {lang === 'hi' && w.nameHi ? w.nameHi : w.name}
          </option>
        ))}
      </select>
    );
  }
  if (f.kind === 'select') {
    const option = (o: string) => (
      <option key={o} value={o}>
        {f.key === 'financialYear' ? o : optionLabel(f, o)}
      </option>
    );
    return (
      <select className={invalidClass('form-select')} {...common}>
        <option value="">{t('tradeLicence.select')}</option>
        {f.key === 'structureSubType'
          ? Object.entries(STRUCTURE_SUB_TYPES).map(([group, opts]) => (
              <optgroup key={group} label={t(tradeLicenceKey('options', 'structureType', group))}>
                {opts.map(option)}
              </optgroup>
            ))
          : f.options!.map((o) => option(o.value))}
      </select>
    );
  }
  if (f.kind === 'longtext') return <textarea className={invalidClass('form-control')} rows={3} {...common} />;
  return (
    <input
      className={invalidClass('form-control')}
      type={v.type ?? 'text'}
      // Only a field of Latin letters and digits (a pattern) stops at its limit while typed: the browser counts UTF-16
      // units, which would cut a Hindi name short of its limit (the shared check counts letters as seen).
      maxLength={f.pattern && v.type !== 'number' ? f.max : undefined}
      min={v.min}
      step={v.step}
      inputMode={v.inputMode}
      autoCapitalize={v.upper ? 'characters' : undefined}
      spellCheck={v.upper ? false : undefined}
      {...common}
    />
  );
}

/** The documents: one file each. */
function Documents({ fields: props }: { fields: Props }) {
  const { t, lang } = useLang();
  return (
    <section className="card mb-4" aria-labelledby="documents-heading">
      <div className="card-header bg-white">
        <h2 id="documents-heading" className="h5 mb-0">
          {t('tradeLicence.documents')}
        </h2>
      </div>
      <div className="card-body">
        <p className="form-text mt-0" id="documents-hint">
          {t('tradeLicence.documentsHint', props.documentLimits)}
        </p>
        <div className="row g-3">
          {TRADE_LICENCE_DOCUMENTS.map((d) => (
            <InputField
              key={d.key}
              id={d.key}
              label={d.label[lang]}
              required={d.required && !props.keepBlank}
              error={props.error(d.key) || undefined}
              className="col-md-6 col-lg-4"
              type="file"
              name={d.key}
              accept="application/pdf,image/jpeg,image/png,image/webp"
              nativeRequired={d.required && !props.keepBlank}
            />
          ))}
        </div>
      </div>
    </section>
  );
}
