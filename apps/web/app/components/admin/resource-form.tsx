import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import type { TFunction } from 'i18next';
import {
  hindiKey,
  isFileField,
  textOf,
  validateDraft,
  type DraftValues,
  type FieldDef,
  type FieldErrors,
  type ResourceDef,
  type ResourceName,
  type ResourceItem,
} from '@nagar/contract';
import { ApiError } from '../../lib/admin-api.ts';
import { useApiWrite } from '../../lib/api-write.ts';
import { FieldInput } from './field-input.tsx';
import { useModal, type DialogMessage } from './message-dialog.tsx';
import type { useResourceDraft } from './use-resource-draft.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { bilingualWarning } from '../../i18n/pages/bilingual-warning.ts';
import type { ResourceTextKey } from '../../i18n/texts.ts';

/**
 * The create/edit form of a content type in a panel beside the list (a modal <dialog>: the right-hand side on a
 * wide screen, the whole width on a phone). Saving goes to the JSON API through the route's action (useApiWrite);
 * the router then reads the list again through its loader.
 */
export function ResourceForm(props: {
  def: ResourceDef<ResourceName>;
  draft: ReturnType<typeof useResourceDraft>;
  onMessage: (message: DialogMessage) => void;
}) {
  const { def, draft } = props;
  usePageTexts({ bilingualWarning });
  const { t, i18n } = useTranslation();
  const r = (key: ResourceTextKey, opts?: Record<string, unknown>) => t(`res.${def.name}.${key}`, opts);
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [remove, setRemove] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const { write, busy } = useApiWrite();
  const { editing, open, values } = draft;
  const isOpen = open !== undefined;
  const { ref, titleRef } = usePanel(isOpen);

  // A new record or another record: the chosen files and messages of the last one go.
  useEffect(() => {
    setFiles({});
    setRemove({});
    setErrors({});
  }, [draft.formKey]);

  const fileFields = def.fields.filter(isFileField);
  const formFields = def.fields.filter((f) => !f.serverSet && !f.hidden);

  const noteOf = useBilingualNotes(formFields, values);

  const setValue = (key: string, value: string | boolean) => {
    draft.setValue(key, value);
    setErrors((prev) => {
      if (!prev[key]) return prev;
      const { [key]: _, ...rest } = prev;
      return rest;
    });
  };

  const problemsMessage = (texts: Record<string, string>) => problemsDialog(def, texts, t, (key) => i18n.exists(key));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const hasFile = Object.fromEntries(
      fileFields.map((f) => [f.key, Boolean(files[f.key]) || (Boolean(editing?.[f.key]) && !remove[f.key])]),
    );
    const problems: FieldErrors = validateDraft(def, values, { hasFile });
    const texts = Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, t(`msg.${p.key}`, p.params)]));
    if (Object.keys(texts).length) {
      setErrors(texts);
      props.onMessage(problemsMessage(texts));
      return;
    }
    const creating = !editing;
    const body = requestBody(def, editing, values, { files, remove });
    try {
      await write(creating ? 'post' : 'put', `/api/Admin/${def.api}`, body);
      draft.saved();
      // The spec's success message as it is: the one-language warning was shown beside the field before saving.
      props.onMessage({
        title: t('admin.dialogSuccess'),
        message: t(creating ? 'admin.created' : 'admin.updated', { entity: r('entity') }),
        tone: 'success',
      });
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      const apiErr = err instanceof ApiError ? err : null;
      if (apiErr?.errors) setErrors(apiErr.errors);
      const fallback = def.texts.processError
        ? r('processError')
        : t(creating ? 'admin.createError' : 'admin.updateError', { noun: r('noun') });
      props.onMessage({
        title: t('admin.dialogError'),
        message: apiErr?.message || fallback,
        tone: 'error',
        list: apiErr?.errors ? problemsMessage(apiErr.errors).list : undefined,
      });
    }
  };

  const titleId = `form-title-${def.name}`;
  return (
    <dialog ref={ref} className="edit-panel" aria-labelledby={titleId} onCancel={(e) => (e.preventDefault(), draft.close())}>
      {isOpen && (
        <div className="edit-panel-body">
          <div className="d-flex align-items-start justify-content-between gap-2 mb-2">
            <h2 className="h5 mb-0" id={titleId} tabIndex={-1} ref={titleRef}>
              {editing ? r('editTitle') : r('createTitle')}
            </h2>
            <button type="button" className="btn-close" aria-label={t('clerk.closePanel')} onClick={draft.close} />
          </div>
          {draft.restored && (
            <p className="alert alert-info py-2" role="status">
              {t('staffUsers.draftRestored', { noun: r('noun') })}
            </p>
          )}
          <form key={draft.formKey} onSubmit={(e) => void submit(e)} noValidate className="admin-form">
            {formFields.map((field) => (
              // A bilingual field and its Hindi twin sit side by side on a wide panel (English left), one under the
              // other on a phone.
              <div key={field.key} className={field.hiOf ? 'form-hi' : field.bilingual ? 'form-en' : undefined}>
                <FieldInput
                  resource={def.name}
                  field={field}
                  values={values}
                  onValue={setValue}
                  file={files[field.key] ?? null}
                  stored={editing?.fileInfo?.[field.key] ?? null}
                  removeStored={Boolean(remove[field.key])}
                  onFile={(key, file) => {
                    setFiles((prev) => ({ ...prev, [key]: file }));
                    draft.markDirty();
                    setErrors((prev) => ({ ...prev, [key]: '' }));
                  }}
                  onRemove={(key, value) => setRemove((prev) => ({ ...prev, [key]: value }))}
                  error={errors[field.key] || undefined}
                  note={noteOf(field.key)}
                />
              </div>
            ))}
            <div className="admin-form-actions d-flex gap-2">
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? t('admin.saving') : editing ? r('updateSubmit') : r('createSubmit')}
              </button>
              <button type="button" className="btn btn-outline-secondary" onClick={draft.close}>
                {t('clerk.cancel')}
              </button>
            </div>
          </form>
        </div>
      )}
    </dialog>
  );
}

/** The panel: a modal <dialog> open while the form is, its title focused; closing gives the focus back. */
function usePanel(isOpen: boolean) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const { ref } = useModal(
    isOpen,
    () => {},
    () => titleRef.current?.focus(),
  );
  return { ref, titleRef };
}

/** A bilingual field with text on one side only: a warning beside the empty side (English or Hindi twin). */
function useBilingualNotes(formFields: FieldDef[], values: DraftValues) {
  const { t } = useTranslation();
  const filled = (key: string) => textOf(values[key] ?? '').trim() !== '';
  const emptySides = new Set<string>();
  for (const f of formFields) {
    if (!f.bilingual || !formFields.some((g) => g.key === hindiKey(f.key))) continue;
    const [en, hi] = [filled(f.key), filled(hindiKey(f.key))];
    if (en !== hi) emptySides.add(en ? hindiKey(f.key) : f.key);
  }
  return (key: string) =>
    emptySides.has(key) ? (
      <span className="lang-warning">
        <span aria-hidden="true">⚠ </span>
        {t(formFields.find((f) => f.key === key)?.hiOf ? 'bilingualWarning.hiEmpty' : 'bilingualWarning.enEmpty')}
      </span>
    ) : undefined;
}

/**
 * The error dialog for problems by field: the first one's message (the spec's text for an empty form), and when
 * there are several, every field named with its problem under it.
 */
function problemsDialog(
  def: ResourceDef<ResourceName>,
  texts: Record<string, string>,
  t: TFunction,
  exists: (key: string) => boolean,
): DialogMessage {
  const field = (key: string) => (exists(`res.${def.name}.fields.${key}`) ? t(`res.${def.name}.fields.${key}`) : key);
  return {
    title: t('admin.dialogError'),
    message: Object.values(texts)[0]!,
    tone: 'error',
    // One problem is the message itself; a message that names its field already ("Tender No is required.") is
    // enough as it is.
    list:
      Object.keys(texts).length > 1
        ? Object.entries(texts).map(([key, text]) => (text.includes(field(key)) ? text : `${field(key)}: ${text}`))
        : undefined,
  };
}

/** The save's body: JSON, or the spec's multipart (`<Prefix>.<Field>`, the files and their "remove" marks). */
function requestBody(
  def: ResourceDef<ResourceName>,
  editing: ResourceItem | null,
  values: DraftValues,
  chosen: { files: Record<string, File | null>; remove: Record<string, boolean> },
): FormData | Record<string, unknown> {
  if (def.body === 'json') return { id: editing?.id ?? 0, ...values };
  const form = new FormData();
  form.append(`${def.prefix}.Id`, String(editing?.id ?? 0));
  for (const field of def.fields) {
    if (field.serverSet) continue;
    if (isFileField(field)) {
      const file = chosen.files[field.key];
      if (file) form.append(field.filePart ?? field.key, file, file.name);
      if (chosen.remove[field.key]) form.append(`${field.filePart ?? field.key}Remove`, 'true');
    } else form.append(`${def.prefix}.${field.part ?? field.key}`, String(values[field.key] ?? ''));
  }
  return form;
}
