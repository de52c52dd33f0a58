import { useEffect, useRef, useState } from 'react';
import { isLeavingToSignIn } from '../../lib/admin-api.ts';

/** Typed work survives a reload, an expired session and a sign-in again: it lives in sessionStorage until saved. */
export const draftStore = {
  read(key: string): Record<string, unknown> | null {
    try {
      const text = sessionStorage.getItem(key);
      const value: unknown = text ? JSON.parse(text) : null;
      return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
    } catch {
      return null;
    }
  },
  write(key: string, values: object) {
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

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface DraftState<V> {
  key: string;
  /** What is stored (the values the form started from). */
  stored: V;
  values: V;
  /** The values came back from an earlier visit (a reload, an expired session). */
  restored: boolean;
  /** A change the values do not hold (a chosen file) still asks before leaving. */
  touched: boolean;
}

/** The same kind of value: text, number, list, object… (a draft kept before the form's shape changed may differ). */
const kindOf = (v: unknown) => (Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v);

/** The kept draft's values over the stored ones, but for a value of another kind than the stored one. */
export function withDraft<V extends object>(stored: V, draft: Record<string, unknown>): V {
  const fitting = Object.entries(draft).filter(([name, value]) => {
    const was = (stored as Record<string, unknown>)[name];
    return was === undefined || was === null || value === null || kindOf(was) === kindOf(value);
  });
  return { ...stored, ...Object.fromEntries(fitting) };
}

/**
 * The state of the draft under `key`: the kept values over the stored ones, when there are any. A kept value of
 * another kind than the stored one (a draft from before an upgrade changed the form's shape) is left out, not shown
 * in a box that cannot hold it.
 */
function kept<V extends object>(key: string, stored: V, same: (a: V, b: V) => boolean): DraftState<V> {
  const draft = typeof window === 'undefined' ? null : draftStore.read(key);
  const values = draft ? withDraft(stored, draft) : stored;
  const restored = !same(values, stored);
  if (!restored && draft) draftStore.clear(key);
  return { key, stored, values: restored ? values : stored, restored, touched: false };
}

export interface StaffDraft<V> {
  values: V;
  /** The values came back from an earlier visit: the screen says so. */
  restored: boolean;
  /** The values differ from the stored ones (or a file was chosen): leaving asks first. */
  dirty: boolean;
  /** Sets the values (or changes them from the latest ones) and keeps them, or drops the kept draft when back to the stored. */
  change: (next: V | ((prev: V) => V)) => void;
  /** Back to the stored values; the kept draft goes. */
  discard: () => void;
  /** The values just saved are the stored ones now; the kept draft goes. */
  saved: (next: V) => void;
  /** Reads the kept draft again (a form opened anew): its values, or the stored ones. */
  reload: () => void;
  /** A change the values cannot hold (a chosen file): leaving asks first. */
  markDirty: () => void;
}

/**
 * The back office's one draft mechanism: a form's typed values kept in the session's storage under `key` until
 * saved, restored (and said so: `restored`) after a reload, an expired session or a sign-in again, with a
 * "Leave site?" warning while they differ from `stored` (what the server holds). A new `key` (another record)
 * starts from its own kept draft, or from `stored`. `same` says when two values are alike (JSON by default).
 * Settings, users, the content types' panels, the policy pages, the notices' templates, licences and messages use it.
 */
export function useStaffDraft<V extends object>(key: string, stored: V, same: (a: V, b: V) => boolean = sameJson): StaffDraft<V> {
  const [state, setState] = useState<DraftState<V>>(() => ({ key, stored, values: stored, restored: false, touched: false }));
  let current = state;
  // Another record: its own draft (a render-time reset, so no frame shows the last record's values).
  if (state.key !== key) {
    current = kept(key, stored, same);
    setState(current);
  }
  const dirty = current.touched || !same(current.values, current.stored);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const sameRef = useRef(same);
  sameRef.current = same;

  // On arrival in the browser (the server has no session storage): typed work left from before comes back.
  useEffect(() => {
    setState((s) => kept(s.key, s.stored, sameRef.current));
  }, []);

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      // Going to sign in again keeps the draft: no "Leave site?" then.
      if (dirtyRef.current && !isLeavingToSignIn()) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const reset = (to: V) => {
    draftStore.clear(current.key);
    setState({ key: current.key, stored: to, values: to, restored: false, touched: false });
  };

  return {
    values: current.values,
    restored: current.restored,
    dirty,
    change: (next) =>
      setState((s) => {
        const values = typeof next === 'function' ? next(s.values) : next;
        // Typing back to where the form started leaves nothing to keep.
        if (sameRef.current(values, s.stored)) draftStore.clear(s.key);
        else draftStore.write(s.key, values);
        return { ...s, values };
      }),
    discard: () => reset(current.stored),
    saved: reset,
    reload: () => setState((s) => kept(s.key, s.stored, sameRef.current)),
    markDirty: () => setState((s) => (s.touched ? s : { ...s, touched: true })),
  };
}
