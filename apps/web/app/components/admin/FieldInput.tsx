import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IMAGE_TYPES, isFileField, type DraftValues, type FieldDef, type FileInfo } from '@nagar/contract';

export interface FieldProps {
  resource: string;
  field: FieldDef;
  values: DraftValues;
  onValue: (key: string, value: string | boolean) => void;
  file: File | null;
  stored: FileInfo | null;
  removeStored: boolean;
  onFile: (key: string, file: File | null) => void;
  onRemove: (key: string, remove: boolean) => void;
  error?: string;
}

const inputType = (field: FieldDef) =>
  ({ email: 'email', mobile: 'tel', phone: 'tel', date: 'date', time: 'time' } as Record<string, string>)[field.kind] ?? 'text';

/** A chosen image shown at most 100x100 (spec §9). */
function ImagePreview({ file, stored, alt }: { file: File | null; stored: FileInfo | null; alt: string }) {
  const url = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => void (url && URL.revokeObjectURL(url)), [url]);
  const src = url ?? stored?.thumb ?? stored?.url;
  if (!src) return null;
  return <img className="form-preview" src={src} alt={alt} />;
}

/** One form control for a field of any kind, with its label, error and (for files) preview. */
export function FieldInput(props: FieldProps) {
  const { t } = useTranslation();
  const { field, values, error, resource } = props;
  const id = `f-${resource}-${field.key}`;
  const label = t(`res.${resource}.fields.${field.key}`);
  const required = field.required || field.markedRequired;
  const describedBy = error ? `${id}-error` : undefined;
  const requiredMark = required ? (
    <>
      {' '}
      <span aria-hidden="true" className="text-danger">
        *
      </span>
    </>
  ) : null;
  const errorText = error ? (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  ) : null;

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
        <label htmlFor={id} className="form-label">
          {label}
          {requiredMark}
        </label>
        <input
          id={id}
          type="file"
          className={`form-control${error ? ' is-invalid' : ''}`}
          accept={isImage ? IMAGE_TYPES.join(',') : 'application/pdf,.pdf'}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(e) => props.onFile(field.key, e.target.files?.[0] ?? null)}
        />
        {errorText}
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
              <input type="checkbox" className="form-check-input me-1" checked={props.removeStored} onChange={(e) => props.onRemove(field.key, e.target.checked)} />
              {t('admin.removeFile')}
            </label>
          )}
        </div>
      </div>
    );
  }

  if (field.kind === 'select') {
    return (
      <div>
        <label htmlFor={id} className="form-label">
          {label}
          {requiredMark}
        </label>
        <select
          id={id}
          name={field.key}
          className={`form-select${error ? ' is-invalid' : ''}`}
          value={String(values[field.key] ?? '')}
          required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(e) => props.onValue(field.key, e.target.value)}
        >
          <option value="">—</option>
          {field.options?.map((o) => (
            <option key={o.value} value={o.value}>
              {t(`res.${resource}.options.${field.key}.${o.value}`)}
            </option>
          ))}
        </select>
        {errorText}
      </div>
    );
  }

  const common = {
    id,
    name: field.key,
    className: `form-control${error ? ' is-invalid' : ''}`,
    value: String(values[field.key] ?? ''),
    required: required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => props.onValue(field.key, e.target.value),
  };
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
        {requiredMark}
      </label>
      {field.kind === 'longtext' ? (
        <textarea {...common} rows={3} />
      ) : (
        <input {...common} type={inputType(field)} inputMode={field.kind === 'integer' ? 'numeric' : undefined} />
      )}
      {errorText}
    </div>
  );
}
