import { useEffect, useRef, type ReactNode } from 'react';
import { Form, Link, useSearchParams } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { FormField, type ControlProps } from '../form-field.tsx';
import { adminList } from '../../i18n/pages/admin-list.ts';
import { usePageTexts } from '../../lib/page-texts.ts';

/** Wider than this the filters always show; narrower they fold behind one button (admin.css, `.filter-bar`). */
const WIDE = '(min-width: 640px)';

/**
 * A back-office list's filters: a GET form (everything lives in the URL, so a reload or the back button keeps
 * it) of FilterFields, Apply and Reset. On a phone the form sits behind one button that counts the filters in
 * use, so the list is on the first screen; it opens by itself when a filter is wrong. A `<details>`: it works
 * without JavaScript, and from 640 px the CSS shows its content with no button.
 */
export function FilterBar(props: {
  /** The form's accessible name. */
  label: string;
  /** How many filters the URL sets (the phone's button shows it). */
  active: number;
  /** Whether a filter is wrong: the bar opens to show it. */
  invalid?: boolean;
  applyText: string;
  resetText: string;
  /** Where Reset leads (the list without filters). */
  resetTo: string;
  /** Whether Reset shows (default: always; a search may show it only while searching). */
  showReset?: boolean;
  /** Bootstrap's row classes of the form (the fields' grid). */
  className?: string;
  onSubmit?: (event: React.FormEvent<HTMLFormElement>) => void;
  preventScrollReset?: boolean;
  /** Parameters kept as they are (a sort, a switch outside the form). */
  hidden?: Record<string, string | undefined>;
  children: ReactNode;
}) {
  usePageTexts({ adminList });
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const details = useRef<HTMLDetailsElement>(null);
  const search = params.toString();
  useEffect(() => {
    const el = details.current;
    if (!el) return;
    // Browsers without ::details-content (before Chrome 131) keep a closed <details> shut on a wide screen; on a
    // phone the filters fold away once applied, so the list they chose is what shows.
    if (props.invalid || window.matchMedia(WIDE).matches) el.open = true;
    else el.open = false;
  }, [props.invalid, search]);
  return (
    <details className="filter-bar mb-3" ref={details} open={props.invalid || undefined}>
      <summary className="btn btn-sm btn-outline-secondary filter-toggle">
        {props.active > 0 ? t('adminList.filtersActive', { count: props.active }) : t('adminList.filters')}
      </summary>
      <Form
        method="get"
        className={`row g-2 ${props.className ?? 'align-items-start'}`}
        aria-label={props.label}
        key={search}
        onSubmit={props.onSubmit}
        preventScrollReset={props.preventScrollReset}
      >
        {Object.entries(props.hidden ?? {}).map(([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />)}
        {props.children}
        <div className="col-12 col-sm-auto align-self-end d-flex gap-2 filter-actions">
          <button type="submit" className="btn btn-sm btn-primary">
            {props.applyText}
          </button>
          {props.showReset !== false && (
            <Link to={props.resetTo} className="btn btn-sm btn-outline-secondary" preventScrollReset={props.preventScrollReset}>
              {props.resetText}
            </Link>
          )}
        </div>
      </Form>
    </details>
  );
}

type Control = ControlProps & { name: string; defaultValue: string };

/**
 * One filter of a FilterBar: a small labelled control holding the URL's value, its hint and its error beside it
 * (FormField). `kind` draws the usual controls; `control` any other.
 */
export function FilterField(props: {
  name: string;
  /** The id's prefix, one per screen (ids stay as they were: m-q, l-status, ...). */
  idPrefix: string;
  label: string;
  hint?: string;
  error?: string;
  className: string;
  kind?: 'search' | 'text' | 'date' | 'select';
  /** A select's choices, [value, label]; its first, empty choice says "all" in the screen's words. */
  options?: Array<[string, string]>;
  all?: string;
  /** Attributes of the input (maxLength, inputMode). */
  inputProps?: React.InputHTMLAttributes<HTMLInputElement>;
  control?: (props: Control, invalid: (cls: string) => string) => ReactNode;
}) {
  const [params] = useSearchParams();
  const { name, kind = 'text' } = props;
  const draw = (control: Control, invalid: (cls: string) => string): ReactNode => {
    if (props.control) return props.control(control, invalid);
    if (kind === 'select')
      return (
        <select {...control} className={invalid('form-select form-select-sm')}>
          {props.all !== undefined && <option value="">{props.all}</option>}
          {props.options?.map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      );
    const range = kind === 'date' ? { min: '1900-01-01', max: '2100-12-31' } : { autoComplete: 'off' };
    return <input {...control} type={kind} {...range} {...props.inputProps} className={invalid('form-control form-control-sm')} />;
  };
  return (
    <FormField
      id={`${props.idPrefix}-${name}`}
      label={props.label}
      hint={props.hint}
      error={props.error}
      className={props.className}
      labelClassName="form-label small"
    >
      {(control, invalid) => draw({ ...control, name, defaultValue: params.get(name) ?? '' }, invalid)}
    </FormField>
  );
}
