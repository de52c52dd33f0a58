import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { IMAGE_TYPES, isFileField, type DraftValues, type FieldDef, type FileInfo, type ResourceName } from '@nagar/contract';
import { FormField, type ControlProps } from '../form-field.tsx';
import { useReferenceOptions } from './reference-options.tsx';

export interface FieldProps {
  resource: ResourceName;
  field: FieldDef;
  values: DraftValues;
  onValue: (key: string, value: string | boolean) => void;
  file: File | null;
  stored: FileInfo | null;
  removeStored: boolean;
  onFile: (key: string, file: File | null) => void;
  onRemove: (key: string, remove: boolean) => void;
  error?: string;
  /** A note under the control, tied to it by aria-describedby (the one-language warning of a bilingual field). */
  note?: React.ReactNode;
}

const inputType = (field: FieldDef) =>
  (({ email: 'email', mobile: 'tel', phone: 'tel', date: 'date', time: 'time' }) as Record<string, string>)[field.kind] ?? 'text';

/** A chosen image shown at most 100x100 (spec §9). */
function ImagePreview({ file, stored, alt }: { file: File | null; stored: FileInfo | null; alt: string }) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const src = url ?? stored?.thumb ?? stored?.url;
  if (!src) return null;
  return <img className="form-preview" src={src} alt={alt} />;
}

/** The file chooser's filter of the non-image file kinds (the server sniffs the bytes whatever it says). */
const ACCEPT: Record<string, string> = { video: 'video/mp4,.mp4', captions: 'text/vtt,.vtt' };

/** One form control for a field of any kind, with its label, error and (for files) preview. */
export function FieldInput(props: FieldProps) {
  const { t } = useTranslation();
  const { field, values, error, resource } = props;
  const id = `f-${resource}-${field.key}`;
  const label = t(`res.${resource}.fields.${field.key}`);
  const required = field.required || field.markedRequired;
  const labelled = (control: (props: ControlProps, invalid: (base: string) => string) => React.ReactNode) => (
    <FormField id={id} label={label} required={required} error={error} hint={props.note}>
      {control}
    </FormField>
  );

  if (field.kind === 'boolean') {
    return (
      <div className="form-check mt-4">
        <input
          id={id}
          type="checkbox"
          className="form-check-input"
          checked={values[field.key] === true || values[field.key] === 'true'}
          onChange={(e) => props.onValue(field.key, e.target.checked)}
        />
        <label htmlFor={id} className="form-check-label">
          {label}
        </label>
      </div>
    );
  }

  if (isFileField(field)) {
    const isImage = field.kind === 'image';
    return (
      <div>
        {labelled((control, invalid) => (
          <input
            {...control}
            type="file"
            className={invalid('form-control')}
            accept={isImage ? IMAGE_TYPES.join(',') : (ACCEPT[field.kind] ?? 'application/pdf,.pdf')}
            onChange={(e) => props.onFile(field.key, e.target.files?.[0] ?? null)}
          />
        ))}
        <div className="mt-2 d-flex align-items-center gap-2 flex-wrap small">
          {isImage ? (
            <ImagePreview file={props.file} stored={props.removeStored ? null : props.stored} alt={`${t('admin.preview')}: ${label}`} />
          ) : props.file ? (
            <span>
              {t('admin.newFile')}: {props.file.name}
            </span>
          ) : props.stored && !props.removeStored ? (
            <a href={props.stored.url} target="_blank" rel="noreferrer">
              {t('admin.currentFile')}: {props.stored.name} <span className="visually-hidden">{t('common.opensNewWindow')}</span>
            </a>
          ) : null}
          {props.stored && !field.required && !props.file && (
            <label className="form-check-label">
              <input
                type="checkbox"
                className="form-check-input me-1"
                checked={props.removeStored}
                onChange={(e) => props.onRemove(field.key, e.target.checked)}
              />
              {t('admin.removeFile')}
            </label>
          )}
        </div>
      </div>
    );
  }

  if (field.kind === 'reference') return <ReferenceInput {...props} id={id} label={label} required={required} />;

  if (field.kind === 'select') {
    return labelled((control, invalid) => (
      <select
        {...control}
        name={field.key}
        className={invalid('form-select')}
        value={String(values[field.key] ?? '')}
        required={required || undefined}
        onChange={(e) => props.onValue(field.key, e.target.value)}
      >
        <option value="">—</option>
        {field.options?.map((o) => (
          <option key={o.value} value={o.value}>
            {t(`res.${resource}.options.${field.key}.${o.value}`)}
          </option>
        ))}
      </select>
    ));
  }

  return labelled((control, invalid) => {
    const common = {
      ...control,
      name: field.key,
      className: invalid('form-control'),
      value: String(values[field.key] ?? ''),
      required: required || undefined,
      // A bilingual field's two inputs say which language they hold (a screen reader and the spell checker follow).
      lang: field.hiOf ? 'hi' : field.bilingual ? 'en' : undefined,
      onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onValue(field.key, e.target.value),
    };
    return field.kind === 'longtext' ? (
      <textarea {...common} rows={3} />
    ) : (
      <input {...common} type={inputType(field)} inputMode={field.kind === 'integer' ? 'numeric' : undefined} />
    );
  });
}

/** A reference field: a select of the referenced list's rows by name (a locality's ward), the row's id as the value. */
function ReferenceInput(props: FieldProps & { id: string; label: string; required?: boolean }) {
  const { field, values, error } = props;
  const options = useReferenceOptions(field.key);
  return (
    <FormField id={props.id} label={props.label} required={props.required} error={error} hint={props.note}>
      {(control, invalid) => (
        <select
          {...control}
          name={field.key}
          className={invalid('form-select')}
          value={String(values[field.key] ?? '')}
          required={props.required || undefined}
          onChange={(e) => props.onValue(field.key, e.target.value)}
        >
          <option value="">—</option>
          {options.map((o) => (
            <option key={o.id} value={String(o.id)} lang={o.lang}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
