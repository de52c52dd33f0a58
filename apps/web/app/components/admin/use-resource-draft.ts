import { useEffect, useRef, useState } from 'react';
import {
  initialValue,
  isFileField,
  youtubeWatchUrl,
  type DraftValues,
  type FieldDef,
  type ResourceDef,
  type ResourceItem,
} from '@nagar/contract';
import { draftStore, useStaffDraft } from './use-staff-draft.ts';

/** A new record's values: blank, false for a checkbox, a field's initial value (today for an issue date). */
export const emptyValues = (def: ResourceDef): DraftValues =>
  Object.fromEntries(
    def.fields.filter((f) => !isFileField(f) && !f.serverSet).map((f) => [f.key, f.kind === 'boolean' ? false : (initialValue(f) ?? '')]),
  );

/** A stored value as the form shows it: a YouTube video (stored as its id) as the link a clerk would paste. */
function formValue(f: FieldDef, value: unknown): string | boolean {
  if (f.kind === 'boolean') return Boolean(value);
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  const text = String(value);
  return f.kind === 'youtube' && text !== '' ? youtubeWatchUrl(text) : text;
}

export const valuesOf = (def: ResourceDef, item: ResourceItem): DraftValues =>
  Object.fromEntries(def.fields.filter((f) => !isFileField(f) && !f.serverSet).map((f) => [f.key, formValue(f, item[f.key])]));

/** A record's draft key: `nagar-draft:<type>:<id>`, or `:new` for a new record's. */
export const resourceDraftKey = (def: ResourceDef, id: number | null) => `nagar-draft:${def.name}:${id ?? 'new'}`;

/** Two drafts alike by what the form shows (a number typed back as text is no change). */
const sameDraft = (a: DraftValues, b: DraftValues) =>
  [...new Set([...Object.keys(a), ...Object.keys(b)])].every((k) => String(a[k] ?? '') === String(b[k] ?? ''));

/**
 * The form's draft of one record (or a new one): its values, kept in sessionStorage as they are typed, restored
 * after a reload or a sign-in again, and a "Leave site?" warning while unsaved. `open` is the record being
 * edited (null: a new one), or undefined while the form is closed.
 */
export function useResourceDraft(def: ResourceDef, items: ResourceItem[]) {
  const [open, setOpen] = useState<ResourceItem | null | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);
  const editing = open ?? null;
  const draft = useStaffDraft<DraftValues>(
    resourceDraftKey(def, editing?.id ?? null),
    editing ? valuesOf(def, editing) : emptyValues(def),
    sameDraft,
  );

  const start = (item: ResourceItem | null) => {
    setOpen(item);
    setFormKey((k) => k + 1);
    draft.reload();
  };

  // A draft left from before (expired session, reload) comes back with its form open: a new record's at once,
  // an interrupted edit when the list shows its record.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (draftStore.read(resourceDraftKey(def, null))) return start(null);
    // A link to edit one record (the dashboard's expiring items): ?edit=<id>, when the list shows it.
    const asked = Number(new URLSearchParams(window.location.search).get('edit'));
    const target = asked ? items.find((item) => item.id === asked) : undefined;
    if (target) return start(target);
    const interrupted = items.find((item) => draftStore.read(resourceDraftKey(def, item.id)));
    if (interrupted) start(interrupted);
    // start is recreated each render; this runs once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return {
    /** The record being edited, null for a new one, undefined while the form is closed. */
    open,
    editing,
    values: draft.values,
    restored: draft.restored,
    formKey,
    setValue: (key: string, value: string | boolean) => draft.change((prev) => ({ ...prev, [key]: value })),
    /** Opens the form for a record or a new one (with its kept draft, if any). */
    start,
    /** A new record's form from blank: an earlier unsaved new draft is dropped. */
    startNew: () => {
      draftStore.clear(resourceDraftKey(def, null));
      start(null);
    },
    /** Closes the form; the draft stays kept (Cancel never loses typed work). */
    close: () => setOpen(undefined),
    /** After a save: the draft is gone. */
    saved: () => {
      draft.discard();
      setOpen(undefined);
    },
    markDirty: draft.markDirty,
    forget: (id: number) => draftStore.clear(resourceDraftKey(def, id)),
  };
}
