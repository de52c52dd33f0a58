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
import { isLeavingToSignIn } from '../../lib/admin-api.ts';

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
 * The form's draft of one record (or a new one): its values, kept in sessionStorage as they are typed, restored
 * after a reload or a sign-in again, and a "Leave site?" warning while unsaved. `open` is the record being
 * edited (null: a new one), or undefined while the form is closed.
 */
export function useResourceDraft(def: ResourceDef, items: ResourceItem[]) {
  const [open, setOpen] = useState<ResourceItem | null | undefined>(undefined);
  const [values, setValues] = useState<DraftValues>(() => emptyValues(def));
  const [restored, setRestored] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const dirty = useRef(false);
  const editing = open ?? null;
  const draftKey = draftStore.key(def, editing?.id ?? null);

  const start = (item: ResourceItem | null) => {
    setOpen(item);
    setRestored(false);
    setFormKey((k) => k + 1);
    const draft = draftStore.read(draftStore.key(def, item?.id ?? null));
    dirty.current = Boolean(draft);
    setRestored(Boolean(draft));
    setValues({ ...(item ? valuesOf(def, item) : emptyValues(def)), ...(draft ?? {}) });
  };

  // A draft left from before (expired session, reload) comes back with its form open: a new record's at once,
  // an interrupted edit when the list shows its record.
  const checked = useRef(false);
  useEffect(() => {
    if (checked.current) return;
    checked.current = true;
    if (draftStore.read(draftStore.key(def, null))) return start(null);
    // A link to edit one record (the dashboard's expiring items): ?edit=<id>, when the list shows it.
    const asked = Number(new URLSearchParams(window.location.search).get('edit'));
    const target = asked ? items.find((item) => item.id === asked) : undefined;
    if (target) return start(target);
    const interrupted = items.find((item) => draftStore.read(draftStore.key(def, item.id)));
    if (interrupted) start(interrupted);
    // start is recreated each render; this runs once, on the first render in the browser.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      // Going to sign in again keeps the draft: no "Leave site?" then.
      if (dirty.current && !isLeavingToSignIn()) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

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
  };

  return {
    /** The record being edited, null for a new one, undefined while the form is closed. */
    open,
    editing,
    values,
    restored,
    formKey,
    setValue,
    /** Opens the form for a record or a new one (with its kept draft, if any). */
    start,
    /** A new record's form from blank: an earlier unsaved new draft is dropped. */
    startNew: () => {
      draftStore.clear(draftStore.key(def, null));
      start(null);
    },
    /** Closes the form; the draft stays kept (Cancel never loses typed work). */
    close: () => setOpen(undefined),
    /** After a save: the draft is gone. */
    saved: () => {
      draftStore.clear(draftKey);
      dirty.current = false;
      setOpen(undefined);
    },
    markDirty: () => void (dirty.current = true),
    forget: (id: number) => draftStore.clear(draftStore.key(def, id)),
  };
}
