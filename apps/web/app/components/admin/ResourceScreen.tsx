import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isFileField,
  validateDraft,
  type DraftValues,
  type FieldErrors,
  type ResourceDef,
  type ResourceItem,
} from '@nagar/contract';
import { ApiError, api, isLeavingToSignIn } from '../../lib/admin-api.ts';
import { FieldInput } from './FieldInput.tsx';
import { MessageDialog, type DialogMessage } from './MessageDialog.tsx';
import { ResourceTable } from './ResourceTable.tsx';
import { usePageTexts } from '../../lib/page-texts.ts';
import { staffUsers } from '../../i18n/pages/staffUsers.ts';

const ADMIN_PAGE_SIZE = 50;

const emptyValues = (def: ResourceDef): DraftValues =>
  Object.fromEntries(def.fields.filter((f) => !isFileField(f) && !f.serverSet).map((f) => [f.key, f.kind === 'boolean' ? false : '']));

const valuesOf = (def: ResourceDef, item: ResourceItem): DraftValues =>
  Object.fromEntries(
    def.fields
      .filter((f) => !isFileField(f) && !f.serverSet)
      .map((f) => [f.key, f.kind === 'boolean' ? Boolean(item[f.key]) : item[f.key] == null ? '' : String(item[f.key])]),
  );

/** Typed work survives a reload, an expired session and a sign-in again: it lives in sessionStorage until saved. */
export const draftStore = {
  key: (def: ResourceDef, id: number | null) => `nagar-draft:${def.name}:${id ?? 'new'}`,
  read(key: string): DraftValues | null {
    try {
      const text = sessionStorage.getItem(key);
      return text ? (JSON.parse(text) as DraftValues) : null;
    } catch {
      return null;
    }
  },
  write(key: string, values: DraftValues) {
    try {
      sessionStorage.setItem(key, JSON.stringify(values));
    } catch {
      /* storage full or disabled: the form still works */
    }
  },
  clear(key: string) {
    try {
      sessionStorage.removeItem(key);
    } catch {
      /* ignore */
    }
  },
};

/**
 * A content type's whole admin screen, from its contract: heading, Create New, the table or its empty
 * message, the always-visible form, the spec's dialogs, confirmation before delete.
 */
export function ResourceScreen({ def }: { def: ResourceDef }) {
  usePageTexts({ staffUsers });
  const { t } = useTranslation();
  const r = (key: string, opts?: Record<string, unknown>) => t(`res.${def.name}.${key}`, opts);
  const [items, setItems] = useState<ResourceItem[] | null>(null);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ResourceItem | null>(null);
  const [values, setValues] = useState<DraftValues>(() => emptyValues(def));
  const [files, setFiles] = useState<Record<string, File | null>>({});
  const [remove, setRemove] = useState<Record<string, boolean>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const [restored, setRestored] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const dirty = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formTitleRef = useRef<HTMLHeadingElement>(null);
  const draftKey = draftStore.key(def, editing?.id ?? null);

  const load = useCallback(async () => {
    try {
      const { data, headers } = await api<ResourceItem[]>(`/api/Admin/${def.api}?page=${page}&pageSize=${ADMIN_PAGE_SIZE}`);
      setItems(data);
      setTotal(Number(headers.get('x-total-count') ?? data.length));
    } catch (err) {
      // Spec §8: load failures on admin lists are logged only.
      console.error(err);
      setItems((prev) => prev ?? []);
    }
  }, [def.api, page]);

  useEffect(() => {
    void load();
  }, [load]);

  // A draft left from before (expired session, reload) comes back: a new record's at once, an interrupted
  // edit as soon as the list shows its record.
  const draftChecked = useRef(false);
  useEffect(() => {
    if (draftChecked.current || items === null) return;
    draftChecked.current = true;
    const draft = draftStore.read(draftStore.key(def, null));
    if (draft) {
      setValues({ ...emptyValues(def), ...draft });
      setRestored(true);
      dirty.current = true;
      return;
    }
    const interrupted = items.find((item) => draftStore.read(draftStore.key(def, item.id)));
    if (interrupted) reset(interrupted);
    // reset is recreated each render; this runs once, when the list first arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [def, items]);

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      // Going to sign in again keeps the draft: no "Leave site?" then.
      if (dirty.current && !isLeavingToSignIn()) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const reset = (item: ResourceItem | null) => {
    setEditing(item);
    setFiles({});
    setRemove({});
    setErrors({});
    setRestored(false);
    setFormKey((k) => k + 1);
    const draft = item ? draftStore.read(draftStore.key(def, item.id)) : null;
    if (draft) {
      setRestored(true);
      dirty.current = true;
    } else dirty.current = false;
    setValues({ ...(item ? valuesOf(def, item) : emptyValues(def)), ...(draft ?? {}) });
  };

  const createNew = () => {
    draftStore.clear(draftStore.key(def, null));
    reset(null);
    formTitleRef.current?.focus();
  };

  const edit = (item: ResourceItem) => {
    reset(item);
    formTitleRef.current?.focus();
  };

  const setValue = (key: string, value: string | boolean) => {
    const baseline = editing ? valuesOf(def, editing) : emptyValues(def);
    setValues((prev) => {
      const next = { ...prev, [key]: value };
      // Typing back to where the form started leaves nothing to keep.
      const unchanged = Object.keys(baseline).every((k) => String(next[k] ?? '') === String(baseline[k] ?? ''));
      dirty.current = !unchanged;
      if (unchanged) draftStore.clear(draftKey);
      else draftStore.write(draftKey, next);
      return next;
    });
    setErrors((prev) => {
      if (!prev[key]) return prev;
      const { [key]: _, ...rest } = prev;
      return rest;
    });
  };

  const fileFields = def.fields.filter(isFileField);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const hasFile = Object.fromEntries(fileFields.map((f) => [f.key, Boolean(files[f.key]) || (Boolean(editing?.[f.key]) && !remove[f.key])]));
    const problems: FieldErrors = validateDraft(def, values, { hasFile });
    const texts = Object.fromEntries(Object.entries(problems).map(([k, p]) => [k, t(`msg.${p.key}`, p.params)]));
    if (Object.keys(texts).length) {
      setErrors(texts);
      setDialog({ title: t('admin.dialogError'), message: Object.values(texts)[0]!, tone: 'error' });
      return;
    }
    const creating = !editing;
    let body: BodyInit;
    const headers: Record<string, string> = {};
    if (def.body === 'json') {
      body = JSON.stringify({ id: editing?.id ?? 0, ...values });
      headers['content-type'] = 'application/json';
    } else {
      const form = new FormData();
      form.append(`${def.prefix}.Id`, String(editing?.id ?? 0));
      for (const field of def.fields) {
        if (field.serverSet) continue;
        if (isFileField(field)) {
          const file = files[field.key];
          if (file) form.append(field.filePart ?? field.key, file, file.name);
          if (remove[field.key]) form.append(`${field.filePart ?? field.key}Remove`, 'true');
        } else form.append(`${def.prefix}.${field.part ?? field.key}`, String(values[field.key] ?? ''));
      }
      body = form;
    }
    setBusy(true);
    try {
      await api(`/api/Admin/${def.api}`, { method: creating ? 'POST' : 'PUT', body, headers });
      draftStore.clear(draftKey);
      setDialog({
        title: t('admin.dialogSuccess'),
        message: t(creating ? 'admin.created' : 'admin.updated', { entity: r('entity') }),
        tone: 'success',
      });
      reset(null);
      await load();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      const apiErr = err instanceof ApiError ? err : null;
      if (apiErr?.errors) setErrors(apiErr.errors);
      const fallback = def.texts.processError ? r('processError') : t(creating ? 'admin.createError' : 'admin.updateError', { noun: r('noun') });
      setDialog({ title: t('admin.dialogError'), message: apiErr?.message || fallback, tone: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const destroy = async (item: ResourceItem) => {
    if (!window.confirm(t('admin.confirmDelete', { noun: r('confirmNoun') }))) return;
    try {
      await api(`/api/Admin/${def.api}/${item.id}`, { method: 'DELETE' });
      draftStore.clear(draftStore.key(def, item.id));
      if (editing?.id === item.id) reset(null);
      setDialog({ title: t('admin.dialogDeleted'), message: t('admin.deleted', { entity: r('entity') }), tone: 'success' });
      await load();
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      setDialog({ title: t('admin.dialogError'), message: t('admin.deleteError', { noun: r('noun') }), tone: 'error' });
    }
  };

  const pages = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const formFields = def.fields.filter((f) => !f.serverSet && !f.hidden);

  return (
    <div className="resource-screen">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0" ref={headingRef}>
          {r('heading')}
        </h1>
        <button type="button" className="btn btn-success" onClick={createNew}>
          {t('admin.createNew')}
        </button>
      </div>

      {items === null ? (
        <p role="status">{t('admin.loadingList')}</p>
      ) : items.length === 0 ? (
        <p>{r('empty')}</p>
      ) : (
        <ResourceTable def={def} items={items} editingId={editing?.id ?? null} onEdit={edit} onDelete={(item) => void destroy(item)} />
      )}
      {pages > 1 && (
        <nav aria-label={t('common.pagination')} className="mb-3">
          <button type="button" className="btn btn-sm btn-outline-secondary me-2" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t('common.previous')}
          </button>
          <span>{t('common.pageOf', { page, pages })}</span>
          <button type="button" className="btn btn-sm btn-outline-secondary ms-2" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t('common.next')}
          </button>
        </nav>
      )}

      <section className="card mt-4" aria-labelledby={`form-title-${def.name}`}>
        <div className="card-body">
          <h2 className="h5" id={`form-title-${def.name}`} tabIndex={-1} ref={formTitleRef}>
            {editing ? r('editTitle') : r('createTitle')}
          </h2>
          {restored && (
            <p className="alert alert-info py-2" role="status">
              {t('staffUsers.draftRestored', { noun: r('noun') })}
            </p>
          )}
          <form key={formKey} onSubmit={(e) => void submit(e)} noValidate className="admin-form">
            {formFields.map((field) => (
              <FieldInput
                key={field.key}
                resource={def.name}
                field={field}
                values={values}
                onValue={setValue}
                file={files[field.key] ?? null}
                stored={editing?.fileInfo?.[field.key] ?? null}
                removeStored={Boolean(remove[field.key])}
                onFile={(key, file) => {
                  setFiles((prev) => ({ ...prev, [key]: file }));
                  dirty.current = true;
                  setErrors((prev) => ({ ...prev, [key]: '' }));
                }}
                onRemove={(key, value) => setRemove((prev) => ({ ...prev, [key]: value }))}
                error={errors[field.key] || undefined}
              />
            ))}
            <div className="admin-form-actions">
              <button type="submit" className="btn btn-primary" disabled={busy}>
                {busy ? t('admin.saving') : editing ? r('updateSubmit') : r('createSubmit')}
              </button>
            </div>
          </form>
        </div>
      </section>
      <MessageDialog value={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
