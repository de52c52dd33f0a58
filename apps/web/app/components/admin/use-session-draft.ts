import { useEffect, useRef, useState } from 'react';
import { isLeavingToSignIn } from '../../lib/admin-api.ts';
import { draftStore } from './use-resource-draft.ts';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's typed values kept in the session's storage under `key` until saved: restored (and said so: `restored`)
 * after a reload, an expired session or a sign-in again, with a "Leave site?" warning while they differ from
 * `baseline` (what is stored). `change` sets the values; `discard` goes back to the baseline; `saved` makes the
 * values just saved the new baseline. The policy pages and the notices' templates use it.
 */
export function useSessionDraft<V extends object>(key: string, baseline: V) {
  const [values, setValues] = useState<V>(baseline);
  const [restored, setRestored] = useState(false);
  const stored = useRef(baseline);
  const dirty = useRef(false);

  useEffect(() => {
    const draft = draftStore.read(key) as Partial<V> | null;
    if (draft && typeof draft === 'object' && !same({ ...stored.current, ...draft }, stored.current)) {
      setValues({ ...stored.current, ...draft });
      setRestored(true);
      dirty.current = true;
    }
  }, [key]);

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (dirty.current && !isLeavingToSignIn()) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  const reset = (to: V) => {
    draftStore.clear(key);
    dirty.current = false;
    stored.current = to;
    setValues(to);
    setRestored(false);
  };
  return {
    values,
    restored,
    change(next: V) {
      setValues(next);
      dirty.current = !same(next, stored.current);
      if (dirty.current) draftStore.write(key, next as never);
      else draftStore.clear(key);
    },
    discard: () => reset(stored.current),
    saved: (next: V) => reset(next),
  };
}
