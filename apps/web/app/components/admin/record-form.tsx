import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { MessageDialog, type DialogMessage } from './message-dialog.tsx';
import { useStaffDraft } from './use-staff-draft.ts';
import { ApiError } from '../../lib/admin-api.ts';
import { useApiWrite } from '../../lib/api-write.ts';
import type { GroupWith } from '../../i18n/keys.ts';

type Write = ReturnType<typeof useApiWrite>['write'];
/** The texts a record form's group has. */
type RecordTexts = 'saved' | 'failed' | 'restored' | 'save' | 'saving' | 'discard';

export interface RecordFormOptions<V> {
  /** Where the typed values are kept until saved (one key per record). */
  draftKey: string;
  /** What the server holds: the form starts from it. */
  stored: V;
  /** The screen's texts: `<ns>.saved`, `failed`, `restored`, `save`, `saving` and `discard`. */
  ns: GroupWith<RecordTexts>;
  /** The fields' ids are `<idPrefix>-<field>`: a field the values lack is focused. */
  idPrefix: string;
  /** Whether the values can be sent at all (e.g. a step is chosen); true when not given. */
  ready?: (values: V) => boolean;
  /** A field the values lack, and what to say, or null. */
  missing?: (values: V) => { field: string; message: string } | null;
  /** Sends the values; resolves with what the server holds then (the form starts from it again). */
  save: (values: V, write: Write) => Promise<V>;
}

/** What a control of a record form gets from RecordForm.field. */
export interface BoundField<T> {
  id: string;
  value: T;
  error: string | undefined;
  onChange: (value: T) => void;
}

export interface RecordForm<V> {
  ns: GroupWith<RecordTexts>;
  values: V;
  restored: boolean;
  errors: Record<string, string>;
  /** Said next to the buttons (saved). */
  status: string;
  busy: boolean;
  ready: boolean;
  unchanged: boolean;
  dialog: DialogMessage | null;
  set: (next: Partial<V>) => void;
  /** One value's control: its id (`<idPrefix>-<name>`, the one focused when it is missing), value, error and change. */
  field: <K extends keyof V & string>(name: K) => BoundField<V[K]>;
  submit: (e: React.FormEvent) => Promise<void>;
  discard: () => void;
  closeDialog: () => void;
}

/**
 * The state of a record page's form (a licence's next step, a message's reply): the typed values kept as a draft
 * until saved (useStaffDraft), a field left empty said and focused, the API's refusal said by its fields and in the
 * error dialog (a session that ended is left to the sign-in), "Saved." once the server has it.
 */
export function useRecordForm<V extends object>(options: RecordFormOptions<V>): RecordForm<V> {
  const { t } = useTranslation();
  const { ns } = options;
  const { write, busy } = useApiWrite();
  const draft = useStaffDraft<V>(options.draftKey, options.stored);
  const { values, restored } = draft;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState('');
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const ready = options.ready?.(values) ?? true;

  const set = (next: Partial<V>) => {
    draft.change({ ...values, ...next });
    setStatus('');
    setErrors({});
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy || !ready) return;
    const missing = options.missing?.(values);
    if (missing) {
      setErrors({ [missing.field]: missing.message });
      document.getElementById(`${options.idPrefix}-${missing.field}`)?.focus();
      return;
    }
    try {
      draft.saved(await options.save(values, write));
      setStatus(t(`${ns}.saved`));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      const apiErr = err instanceof ApiError ? err : null;
      if (apiErr?.errors) setErrors(apiErr.errors);
      setDialog({ title: t('admin.dialogError'), message: apiErr?.message || t(`${ns}.failed`), tone: 'error' });
    }
  };

  return {
    ns,
    values,
    restored,
    errors,
    status,
    busy,
    ready,
    unchanged: !draft.dirty,
    dialog,
    set,
    field: (name) => ({
      id: `${options.idPrefix}-${name}`,
      value: values[name],
      error: errors[name],
      onChange: (value) => {
        const next: Partial<V> = {};
        next[name] = value;
        set(next);
      },
    }),
    submit,
    discard: draft.discard,
    closeDialog: () => setDialog(null),
  };
}

/**
 * A record page's form card: its heading, the restored-draft notice, the fields (`children`), Save (while the
 * values can be sent), Discard (while they differ from the server's) and the saved status; its error dialog.
 * `empty` stands for all but the heading when there is nothing to do; `labelled` names the form by its heading.
 */
export function RecordFormCard<V>(props: {
  form: RecordForm<V>;
  headingId: string;
  heading: string;
  labelled?: boolean;
  empty?: ReactNode;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const { form } = props;
  return (
    <>
      <form
        className="card card-body"
        onSubmit={(e) => void form.submit(e)}
        noValidate
        aria-labelledby={props.labelled ? props.headingId : undefined}
      >
        <h2 id={props.headingId} className="h5">
          {props.heading}
        </h2>
        {props.empty ?? (
          <>
            {form.restored && (
              <p className="alert alert-info py-2" role="status">
                {t(`${form.ns}.restored`)}
              </p>
            )}
            {props.children}
            <FormActions
              busy={form.busy}
              ready={form.ready}
              unchanged={form.unchanged}
              onDiscard={form.discard}
              texts={{ save: t(`${form.ns}.save`), saving: t(`${form.ns}.saving`), discard: t(`${form.ns}.discard`) }}
              status={form.status}
            />
          </>
        )}
      </form>
      <MessageDialog value={form.dialog} onClose={form.closeDialog} />
    </>
  );
}

/**
 * A draft form's buttons: Save (saying so while it sends; only while the values can be sent, `ready`), Discard (back
 * to what the server holds; while the values differ from it) and the status said once saved.
 */
export function FormActions(props: {
  busy: boolean;
  ready?: boolean;
  unchanged: boolean;
  onDiscard: () => void;
  texts: { save: string; saving: string; discard: string };
  status: ReactNode;
}) {
  const { busy, texts } = props;
  return (
    <div className="d-flex flex-wrap gap-2 align-items-center">
      <button type="submit" className="btn btn-primary" disabled={busy || props.ready === false}>
        {busy ? texts.saving : texts.save}
      </button>
      <button type="button" className="btn btn-outline-secondary" onClick={props.onDiscard} disabled={busy || props.unchanged}>
        {texts.discard}
      </button>
      <span role="status" className="ms-1">
        {props.status}
      </span>
    </div>
  );
}
