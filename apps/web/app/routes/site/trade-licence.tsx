import { Form } from 'react-router';
import { tradeLicence } from '../../i18n/pages/tradeLicence.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { useTranslation } from 'react-i18next';
import { EMAIL_RE, isValidDate } from '@nagar/contract';
import { pageMeta, useSite } from '../../lib/site.ts';
import { FormField, type ControlProps } from '../../components/FormField.tsx';
import type { Route } from './+types/trade-licence';

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'tradeLicence.title', 'tradeLicence.metaDescription', { tradeLicence });

type Kind = 'text' | 'select' | 'radio' | 'date' | 'number' | 'email' | 'textarea';
interface FieldSpec {
  name: string;
  kind: Kind;
  required?: boolean;
  /** Option values; labels are tradeLicence.options.<name>.<value>. Groups become <optgroup>s. */
  options?: string[];
  groups?: Record<string, string[]>;
  /** Whole-value pattern, as in the HTML attribute (checked the same way on the server). */
  pattern?: string;
  min?: number;
  step?: string;
  maxLength?: number;
  autoComplete?: string;
  inputMode?: 'numeric' | 'decimal';
  upper?: boolean;
  hint?: boolean;
  wide?: boolean;
}

/** Spec §3 fields in the spec's four sections; `required` follows the markers of spec §5. */
const SECTIONS: Array<{ id: string; fields: FieldSpec[] }> = [
  {
    id: 'trade',
    fields: [
      { name: 'financialYear', kind: 'select', required: true, options: ['2023-2024', '2024-2025', '2025-2026', '2026-2027'] },
      { name: 'licenceType', kind: 'radio', required: true, options: ['annual', 'renewal'] },
      { name: 'oldLicenceNo', kind: 'text', maxLength: 50, hint: true },
      { name: 'tradeName', kind: 'text', required: true, maxLength: 150, autoComplete: 'organization' },
      { name: 'structureType', kind: 'select', required: true, options: ['immovable', 'movable'] },
      {
        name: 'structureSubType',
        kind: 'select',
        required: true,
        groups: { immovable: ['pucca', 'kutcha'], movable: ['handCart', 'motorVehicle'] },
      },
      { name: 'commencementDate', kind: 'date', required: true },
      { name: 'gstNo', kind: 'text', pattern: '[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][0-9A-Z]{3}', maxLength: 15, upper: true, hint: true },
    ],
  },
  {
    id: 'unit',
    fields: [
      { name: 'operationArea', kind: 'number', required: true, min: 1, step: 'any', inputMode: 'decimal', hint: true },
      { name: 'employees', kind: 'number', min: 0, step: '1', inputMode: 'numeric' },
      { name: 'tradeCategory', kind: 'select', required: true, options: ['manufacturing', 'retail'] },
      { name: 'tradeType', kind: 'text', required: true, maxLength: 100, hint: true },
      { name: 'tradeSubType', kind: 'text', maxLength: 100, hint: true },
    ],
  },
  {
    id: 'location',
    fields: [
      { name: 'cantonment', kind: 'select', required: true, options: ['no', 'yes'], hint: true },
      { name: 'doorNo', kind: 'text', required: true, maxLength: 50 },
      { name: 'buildingName', kind: 'text', maxLength: 100 },
      { name: 'road', kind: 'text', maxLength: 100 },
      { name: 'locality', kind: 'text', maxLength: 100 },
      { name: 'pincode', kind: 'text', pattern: '[0-9]{6}', maxLength: 6, inputMode: 'numeric', hint: true },
    ],
  },
  {
    id: 'owner',
    fields: [
      { name: 'ownerName', kind: 'text', required: true, maxLength: 100, autoComplete: 'name' },
      { name: 'guardianName', kind: 'text', required: true, maxLength: 100 },
      { name: 'relationship', kind: 'radio', required: true, options: ['father', 'husband'] },
      { name: 'gender', kind: 'radio', required: true, options: ['male', 'female', 'other'] },
      { name: 'dob', kind: 'date', required: true, autoComplete: 'bday', hint: true },
      { name: 'email', kind: 'email', maxLength: 254, autoComplete: 'email' },
      { name: 'pan', kind: 'text', pattern: '[A-Z]{5}[0-9]{4}[A-Z]', maxLength: 10, upper: true, hint: true },
      { name: 'specialCategory', kind: 'select', options: ['none', 'freedomFighter', 'widow', 'disability', 'bpl', 'exServiceman'] },
      { name: 'address', kind: 'textarea', required: true, maxLength: 500, autoComplete: 'street-address', wide: true },
    ],
  },
];
const FIELDS = SECTIONS.flatMap((s) => s.fields);

/** A catalogue key (tradeLicence.errors.* or the contract's msg.*) with its values. */
type FieldError = { key: string; min?: number; max?: number };
type LoaderData = { checked: boolean; values: Record<string, string>; errors: Record<string, FieldError> };

const choices = (f: FieldSpec) => f.options ?? Object.values(f.groups ?? {}).flat();

function check(f: FieldSpec, value: string): FieldError | undefined {
  const choice = f.kind === 'select' || f.kind === 'radio';
  if (!value) return f.required ? { key: choice ? 'tradeLicence.errors.requiredChoice' : 'tradeLicence.errors.required' } : undefined;
  if (f.maxLength && value.length > f.maxLength) return { key: 'tradeLicence.errors.tooLong', max: f.maxLength };
  if (choice) return choices(f).includes(value) ? undefined : { key: 'tradeLicence.errors.choice' };
  if (f.kind === 'date') return isValidDate(value) ? undefined : { key: 'tradeLicence.errors.date' };
  if (f.kind === 'number') {
    const n = Number(value);
    if (!Number.isFinite(n) || n < (f.min ?? 0)) return { key: 'tradeLicence.errors.number', min: f.min ?? 0 };
    return f.step === '1' && !Number.isInteger(n) ? { key: 'tradeLicence.errors.whole' } : undefined;
  }
  if (f.kind === 'email') return EMAIL_RE.test(value) ? undefined : { key: 'msg.invalidEmail' };
  if (f.pattern && !new RegExp(`^(?:${f.pattern})$`).test(value)) return { key: 'tradeLicence.errors.pattern' };
  return undefined;
}

/**
 * Submission comes later: 'Check form' posts the fields (a POST keeps PAN, date of birth and e-mail out
 * of URLs, browser history and request logs), and the page checks them, keeps them in the form and says
 * where to submit. Nothing is stored.
 */
export function loader(): LoaderData {
  return { checked: false, values: {}, errors: {} };
}

export async function action({ request }: Route.ActionArgs): Promise<LoaderData> {
  const params = await request.formData();
  const values: Record<string, string> = {};
  for (const f of FIELDS) {
    const raw = params.get(f.name);
    const value = typeof raw === 'string' ? raw.trim() : '';
    if (value) values[f.name] = value;
  }
  const checked = true;
  const errors: Record<string, FieldError> = {};
  if (checked) {
    for (const f of FIELDS) {
      const error = check(f, values[f.name] ?? '');
      if (error) errors[f.name] = error;
    }
  }
  return { checked, values, errors };
}

/** The id of a field's first control (a radio group's first button), for labels and error links. */
const controlId = (f: FieldSpec) => (f.kind === 'radio' ? `${f.name}-${f.options![0]}` : f.name);

export default function TradeLicence({ loaderData, actionData }: Route.ComponentProps) {
  usePageTexts({ tradeLicence });
  const { t } = useTranslation();
  const { site, address } = useSite();
  const { checked, values, errors } = actionData ?? loaderData;
  const label = (f: FieldSpec) => t(`tradeLicence.fields.${f.name}`);
  const errorText = (f: FieldSpec) => {
    const e = errors[f.name];
    if (!e) return '';
    // Labels such as 'GST No.' end with a full stop already.
    return t(e.key, { field: label(f).replace(/\.$/, ''), min: e.min, max: e.max, hint: f.hint ? t(`tradeLicence.hints.${f.name}`) : '' });
  };
  const invalidFields = FIELDS.filter((f) => errors[f.name]);

  const control = (f: FieldSpec) => {
    const invalid = Boolean(errors[f.name]);
    const describedBy = [f.hint ? `${f.name}-hint` : '', invalid ? `${f.name}-error` : ''].filter(Boolean).join(' ') || undefined;
    const marker = f.required ? <span aria-hidden="true" className="text-danger"> *</span> : null;
    const hint = f.hint ? (
      <div id={`${f.name}-hint`} className="form-text">
        {t(`tradeLicence.hints.${f.name}`)}
      </div>
    ) : null;
    const error = invalid ? (
      <div id={`${f.name}-error`} className="invalid-feedback d-block">
        {errorText(f)}
      </div>
    ) : null;
    const colClass = f.wide ? 'col-12' : 'col-md-6 col-lg-4';

    if (f.kind === 'radio') {
      return (
        <fieldset className={colClass} key={f.name} aria-describedby={describedBy}>
          <legend className="form-label fs-6 mb-2">
            {label(f)}
            {marker}
          </legend>
          {f.options!.map((o) => (
            <div className="form-check form-check-inline" key={o}>
              <input
                className={`form-check-input${invalid ? ' is-invalid' : ''}`}
                type="radio"
                id={`${f.name}-${o}`}
                name={f.name}
                value={o}
                required={f.required}
                defaultChecked={values[f.name] === o}
                aria-invalid={invalid || undefined}
              />
              <label className="form-check-label" htmlFor={`${f.name}-${o}`}>
                {t(`tradeLicence.options.${f.name}.${o}`)}
              </label>
            </div>
          ))}
          {hint}
          {error}
        </fieldset>
      );
    }

    const input = (control: ControlProps, invalidClass: (base: string) => string) => {
      const common = { ...control, name: f.name, required: f.required, defaultValue: values[f.name] ?? '', autoComplete: f.autoComplete };
      if (f.kind === 'select') {
        const option = (o: string) => (
          <option key={o} value={o}>
            {t(`tradeLicence.options.${f.name}.${o}`)}
          </option>
        );
        return (
          <select className={invalidClass('form-select')} {...common}>
            <option value="">{t('tradeLicence.select')}</option>
            {f.groups
              ? Object.entries(f.groups).map(([group, opts]) => (
                  <optgroup key={group} label={t(`tradeLicence.options.structureType.${group}`)}>
                    {opts.map(option)}
                  </optgroup>
                ))
              : f.options!.map((o) =>
                  f.name === 'financialYear' ? (
                    <option key={o} value={o}>
                      {o}
                    </option>
                  ) : (
                    option(o)
                  ),
                )}
          </select>
        );
      }
      if (f.kind === 'textarea') return <textarea className={invalidClass('form-control')} rows={3} maxLength={f.maxLength} {...common} />;
      return (
        <input
          className={invalidClass('form-control')}
          type={f.kind}
          pattern={f.pattern}
          maxLength={f.maxLength}
          min={f.min}
          step={f.step}
          inputMode={f.inputMode}
          autoCapitalize={f.upper ? 'characters' : undefined}
          spellCheck={f.upper ? false : undefined}
          {...common}
        />
      );
    };
    return (
      <FormField
        key={f.name}
        id={f.name}
        label={label(f)}
        required={f.required}
        hint={f.hint ? t(`tradeLicence.hints.${f.name}`) : undefined}
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
              <li key={f.name}>
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
      <Form method="post" action="/tradelicense" noValidate key={actionData ? 'checked' : 'empty'}>
        {SECTIONS.map((section) => (
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
