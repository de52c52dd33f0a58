import { Form } from 'react-router';
import { tradeLicence } from '../../i18n/pages/trade-licence.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { useTranslation } from 'react-i18next';
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react';
import { STRUCTURE_SUB_TYPES, TRADE_LICENCE_FIELDS, TRADE_LICENCE_SECTIONS, tradeLicenceDraftSchema, type FieldDef } from '@nagar/contract';
import { parseDraftForm, useDraftMessages } from '../../lib/draft-form.ts';
import { pageMeta, useSite } from '../../lib/site.ts';
import { FormField, type ControlProps } from '../../components/form-field.tsx';
import type { Route } from './+types/trade-licence';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'tradeLicence.title', 'tradeLicence.metaDescription', { tradeLicence });

/** How each field is shown (the fields, their labels and rules are the contract's TRADE_LICENCE_SECTIONS). */
interface FieldView {
  radio?: boolean;
  type?: 'number' | 'email' | 'date';
  min?: number;
  step?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal';
  upper?: boolean;
  hint?: boolean;
  wide?: boolean;
}
const VIEW: Record<string, FieldView> = {
  licenceType: { radio: true },
  oldLicenceNo: { hint: true },
  tradeName: { autoComplete: 'organization' },
  commencementDate: { type: 'date' },
  gstNo: { upper: true, hint: true },
  operationArea: { type: 'number', min: 1, step: 'any', inputMode: 'decimal', hint: true },
  employees: { type: 'number', min: 0, step: '1', inputMode: 'numeric' },
  tradeType: { hint: true },
  tradeSubType: { hint: true },
  cantonment: { hint: true },
  pincode: { inputMode: 'numeric', hint: true },
  ownerName: { autoComplete: 'name' },
  relationship: { radio: true },
  gender: { radio: true },
  dob: { type: 'date', autoComplete: 'bday', hint: true },
  email: { type: 'email', autoComplete: 'email' },
  pan: { upper: true, hint: true },
  address: { autoComplete: 'street-address', wide: true },
};
const view = (f: FieldDef): FieldView => VIEW[f.key] ?? {};

type ActionData = { checked: true; result: SubmissionResult<string[]> };

/**
 * Submission comes later: 'Check form' posts the fields (a POST keeps PAN, date of birth and e-mail out
 * of URLs, browser history and request logs), and the page checks them against the contract's draft schema
 * (in the browser too, before sending, when JavaScript runs), keeps them in the form and says where to
 * submit. Nothing is stored.
 */
export async function action({ request }: Route.ActionArgs): Promise<ActionData> {
  const submission = parseDraftForm(await request.formData(), tradeLicenceDraftSchema);
  return { checked: true, result: submission.reply() };
}

/** The id of a field's first control (a radio group's first button), for labels and error links. */
const controlId = (f: FieldDef) => (view(f).radio ? `${f.key}-${f.options![0]!.value}` : f.key);

export default function TradeLicence({ actionData }: Route.ComponentProps) {
  usePageTexts({ tradeLicence });
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const { site, address } = useSite();
  const checked = Boolean(actionData?.checked);
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseDraftForm(formData, tradeLicenceDraftSchema),
  });
  const messageOf = useDraftMessages(TRADE_LICENCE_FIELDS);
  const errorText = (f: FieldDef) => messageOf(f.key, fields[f.key]?.errors) ?? '';
  const defaultValue = (f: FieldDef) => {
    const v = fields[f.key]?.initialValue;
    return typeof v === 'string' ? v : '';
  };
  const label = (f: FieldDef) => f.label[lang];
  const invalidFields = TRADE_LICENCE_FIELDS.filter((f) => errorText(f));
  const optionLabel = (f: FieldDef, value: string) => t(`tradeLicence.options.${f.key}.${value}`);

  const control = (f: FieldDef) => {
    const v = view(f);
    const invalid = Boolean(errorText(f));
    const describedBy = [v.hint ? `${f.key}-hint` : '', invalid ? `${f.key}-error` : ''].filter(Boolean).join(' ') || undefined;
    const marker = f.required ? (
      <span aria-hidden="true" className="text-danger">
        {' '}
        *
      </span>
    ) : null;
    const hint = v.hint ? (
      <div id={`${f.key}-hint`} className="form-text">
        {t(`tradeLicence.hints.${f.key}`)}
      </div>
    ) : null;
    const error = invalid ? (
      <div id={`${f.key}-error`} className="invalid-feedback d-block">
        {errorText(f)}
      </div>
    ) : null;
    const colClass = v.wide ? 'col-12' : 'col-md-6 col-lg-4';

    if (v.radio) {
      return (
        <fieldset className={colClass} key={f.key} aria-describedby={describedBy}>
          <legend className="form-label fs-6 mb-2">
            {label(f)}
            {marker}
          </legend>
          {f.options!.map(({ value: o }) => (
            <div className="form-check form-check-inline" key={o}>
              <input
                className={`form-check-input${invalid ? ' is-invalid' : ''}`}
                type="radio"
                id={`${f.key}-${o}`}
                name={f.key}
                value={o}
                required={f.required}
                defaultChecked={defaultValue(f) === o}
                aria-invalid={invalid || undefined}
              />
              <label className="form-check-label" htmlFor={`${f.key}-${o}`}>
                {optionLabel(f, o)}
              </label>
            </div>
          ))}
          {hint}
          {error}
        </fieldset>
      );
    }

    const input = (control: ControlProps, invalidClass: (base: string) => string) => {
      const common = { ...control, name: f.key, required: f.required, defaultValue: defaultValue(f), autoComplete: v.autoComplete };
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
                  <optgroup key={group} label={t(`tradeLicence.options.structureType.${group}`)}>
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
    };
    return (
      <FormField
        key={f.key}
        id={f.key}
        label={label(f)}
        required={f.required}
        hint={v.hint ? t(`tradeLicence.hints.${f.key}`) : undefined}
        error={invalid ? errorText(f) : undefined}
        className={colClass}
      >
        {input}
      </FormField>
    );
  };

  return (
    <>
      <h1 className="h2 mb-3">{t('tradeLicence.title')}</h1>
      <p>{t('tradeLicence.intro')}</p>
      {!checked && <p className="alert alert-info">{t('tradeLicence.soonNote')}</p>}

      {invalidFields.length > 0 && (
        <div className="alert alert-danger" role="alert">
          <h2 className="h5">{t('tradeLicence.problemTitle')}</h2>
          <ul className="mb-0">
            {invalidFields.map((f) => (
              <li key={f.key}>
                <a href={`#${controlId(f)}`}>{errorText(f)}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {checked && (
        <div className="alert alert-info" role="status">
          <h2 className="h5">{t(invalidFields.length === 0 ? 'tradeLicence.completeTitle' : 'tradeLicence.notOpenTitle')}</h2>
          <p>{t('tradeLicence.notOpen', { address })}</p>
          <p className="mb-0">{t('tradeLicence.notOpenContact', { phone: site.phone, email: site.email })}</p>
        </div>
      )}

      <p className="small">{t('tradeLicence.requiredNote')}</p>
      <Form method="post" action="/tradelicense" {...getFormProps(form)} key={actionData ? 'checked' : 'empty'}>
        {TRADE_LICENCE_SECTIONS.map((section) => (
          <section key={section.id} className="card mb-4" aria-labelledby={`${section.id}-heading`}>
            <div className="card-header bg-white">
              <h2 id={`${section.id}-heading`} className="h5 mb-0">
                {t(`tradeLicence.sections.${section.id}`)}
              </h2>
            </div>
            <div className="card-body">
              <div className="row g-3">{section.fields.map(control)}</div>
            </div>
          </section>
        ))}
        <div className="d-flex flex-wrap gap-2">
          <button type="submit" name="check" value="1" className="btn btn-primary">
            {t('tradeLicence.check')}
          </button>
          <a href="/tradelicense" className="btn btn-link">
            {t('tradeLicence.reset')}
          </a>
        </div>
      </Form>
    </>
  );
}
