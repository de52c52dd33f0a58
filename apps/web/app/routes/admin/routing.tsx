import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { ESCALATION_LEVELS, type StaffAccount } from '@nagar/contract';
import { noticeTexts } from '../../i18n/pages/notifications.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { ApiError, api } from '../../lib/admin-api.ts';
import { apiWriteAction, useApiWrite } from '../../lib/api-write.ts';
import { pageMeta } from '../../lib/site.ts';
import { FormField } from '../../components/form-field.tsx';
import { MessageDialog, type DialogMessage } from '../../components/admin/message-dialog.tsx';
import type { Route } from './+types/routing';
import type { KeysUnder } from '../../i18n/keys.ts';
import { HeadedSection } from '../../components/headed-section.tsx';
import { ResponsiveTable } from '../../components/table-head.tsx';
import { SubmitCell } from '../../components/submit-cell.tsx';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'notices.routing.title', undefined, { notices: noticeTexts });

type Named = { id: number; name: string; nameHi?: string };
type Rule = { id: number; wardId: number; ward: string; grievanceTypeId: number | null; grievanceType: string | null; officer: string };
type Escalation = { id: number; level: number; wardId: number | null; ward: string | null; officer: string };

/** The rules, the escalation officers, and the lists to choose from (wards, types, staff). */
export async function clientLoader({ request }: Route.ClientLoaderArgs) {
  const get = <T,>(path: string) => api<T>(path, { signal: request.signal }).then(({ data }) => data);
  const [rules, escalations, wards, types, staff] = await Promise.all([
    get<Rule[]>('/api/Admin/routing-rules'),
    get<Escalation[]>('/api/Admin/escalation-officers'),
    get<Named[]>('/api/Admin/ward'),
    get<Named[]>('/api/Admin/grievance-type'),
    get<StaffAccount[]>('/api/Admin/users'),
  ]);
  return { rules, escalations, wards, types, staff };
}

/** Saves and removals (useApiWrite). */
export const clientAction = (args: Route.ClientActionArgs) => apiWriteAction(args);

export function HydrateFallback() {
  const { t } = useTranslation();
  return <p role="status">{t('common.loading')}</p>;
}

/** Whether an account may take a ward's complaints (the server decides again): an admin, or an officer with the ward. */
const maySee = (a: StaffAccount, wardId: number | null) =>
  a.state === 'enabled' &&
  (a.role === 'admin' || (a.role === 'officer' && (a.allWards || (wardId !== null && a.wards.some((w) => w.id === wardId)))));

const id = (v: string) => (v === '' ? null : Number(v));

/** What both sections share: the texts, the names by language, the officers a ward may have, and a write with its dialog. */
function useRoutingPage(loaderData: Route.ComponentProps['loaderData']) {
  const { t, i18n } = useTranslation();
  const r = (key: KeysUnder<'notices.routing'>, opts?: Record<string, unknown>) => t(`notices.routing.${key}`, opts);
  const { write, busy } = useApiWrite();
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const named = (item: Named) => (i18n.language === 'hi' && item.nameHi?.trim() ? item.nameHi : item.name);
  // A rule's ward and type by the page's language (the lists have both names; the rules carry the English one).
  const nameOf = (list: Named[], id: number | null, english: string | null) => {
    const found = id === null ? undefined : list.find((x) => x.id === id);
    return found ? named(found) : (english ?? '');
  };

  const run = async (action: () => Promise<unknown>, done: string, scope: 'rule' | 'esc' | '') => {
    try {
      await action();
      setErrors({});
      setDialog({ title: t('admin.dialogSuccess'), message: done, tone: 'success' });
      return true;
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 401) return false;
      setErrors(Object.fromEntries(Object.entries(err.errors ?? {}).map(([k, v]) => [`${scope}.${k}`, v])));
      setDialog({ title: t('admin.dialogError'), message: err.message || t('msg.serverError'), tone: 'error' });
      return false;
    }
  };
  const officers = (wardId: number | null) => loaderData.staff.filter((a) => maySee(a, wardId));
  return { r, write, busy, dialog, setDialog, errors, named, nameOf, run, officers };
}

type Page = ReturnType<typeof useRoutingPage>;
type SectionProps = { page: Page; loaderData: Route.ComponentProps['loaderData'] };

/** Admin › Routing (issue 28): routing rules by ward and type, and escalation officers by level and ward. */
export default function Routing({ loaderData }: Route.ComponentProps) {
  usePageTexts({ notices: noticeTexts });
  const page = useRoutingPage(loaderData);
  const { r } = page;
  return (
    <>
      <h1 className="h3">{r('title')}</h1>
      <p>{r('intro')}</p>
      <RuleSection page={page} loaderData={loaderData} />

      <EscalationSection page={page} loaderData={loaderData} />
      <MessageDialog value={page.dialog} onClose={() => page.setDialog(null)} />
    </>
  );
}

/** A select in its labelled field: the first option (the blank choice, if any), then the list's. */
function Choice(props: {
  id: string;
  label: string;
  required?: boolean;
  error: string | undefined;
  className: string;
  value: string;
  onChange: (value: string) => void;
  blank?: string;
  options: Array<{ value: number; label: string }>;
}) {
  return (
    <FormField id={props.id} label={props.label} required={props.required} error={props.error} className={props.className}>
      {(control, invalid) => (
        <select {...control} className={invalid('form-select')} value={props.value} onChange={(e) => props.onChange(e.target.value)}>
          {props.blank !== undefined && <option value="">{props.blank}</option>}
          {props.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

/** The routing rules: who takes a ward's complaints (of one type, or of every type). */
function RuleSection({ page, loaderData }: SectionProps) {
  const { r, write, busy, errors, named, nameOf, run } = page;
  const { rules, wards, types } = loaderData;
  const [rule, setRule] = useState({ wardId: '', grievanceTypeId: '', officerId: '' });
  return (
    <HeadedSection id="rt-rules" className="card card-body mb-3" title={r('rules')}>
      <RemovableRows
        empty={r('noRules')}
        headers={[r('ward'), r('type'), r('officer')]}
        testId="routing-rule"
        busy={busy}
        rows={rules.map((rule) => ({
          id: rule.id,
          cells: [
            nameOf(wards, rule.wardId, rule.ward),
            rule.grievanceTypeId === null ? r('wardDefault') : nameOf(types, rule.grievanceTypeId, rule.grievanceType),
            rule.officer,
          ],
          removeLabel: r('removeRule', {
            ward: nameOf(wards, rule.wardId, rule.ward),
            type: rule.grievanceTypeId === null ? r('wardDefault') : nameOf(types, rule.grievanceTypeId, rule.grievanceType),
          }),
        }))}
        onRemove={(rowId) => void run(() => write('delete', `/api/Admin/routing-rules/${rowId}`), r('removed'), '')}
      />
      <AddForm
        page={page}
        scope="rule"
        path="/api/Admin/routing-rules"
        body={() => ({ wardId: id(rule.wardId), grievanceTypeId: id(rule.grievanceTypeId), officerId: id(rule.officerId) })}
        onSaved={() => setRule({ wardId: '', grievanceTypeId: '', officerId: '' })}
        addText={r('add')}
      >
        <Choice
          id="rr-ward"
          label={r('ward')}
          required
          error={errors['rule.wardId']}
          className="col-md-3"
          value={rule.wardId}
          onChange={(v) => setRule({ ...rule, wardId: v, officerId: '' })}
          blank={r('choose')}
          options={wards.map((w) => ({ value: w.id, label: named(w) }))}
        />
        <Choice
          id="rr-type"
          label={r('type')}
          error={errors['rule.grievanceTypeId']}
          className="col-md-3"
          value={rule.grievanceTypeId}
          onChange={(v) => setRule({ ...rule, grievanceTypeId: v })}
          blank={r('wardDefault')}
          options={types.map((g) => ({ value: g.id, label: named(g) }))}
        />
        <OfficerChoice
          id="rr-officer"
          page={page}
          error={errors['rule.officerId']}
          className="col-md-3"
          value={rule.officerId}
          onChange={(v) => setRule({ ...rule, officerId: v })}
          wardId={rule.wardId}
        />
      </AddForm>
    </HeadedSection>
  );
}

/** The escalation officers: who an overdue complaint goes to at each level (for one ward, or every ward). */
function EscalationSection({ page, loaderData }: SectionProps) {
  const { r, write, busy, errors, named, nameOf, run } = page;
  const { escalations, wards } = loaderData;
  const [esc, setEsc] = useState({ level: '1', wardId: '', officerId: '' });
  return (
    <HeadedSection id="rt-escalation" className="card card-body mb-3" title={r('escalation')}>
      <RemovableRows
        empty={r('noEscalation')}
        headers={[r('level'), r('ward'), r('officer')]}
        testId="escalation-officer"
        busy={busy}
        rows={escalations.map((e) => ({
          id: e.id,
          cells: [r('levelN', { level: e.level }), e.wardId === null ? r('everyWard') : nameOf(wards, e.wardId, e.ward), e.officer],
          removeLabel: r('removeEscalation', {
            level: e.level,
            ward: e.wardId === null ? r('everyWard') : nameOf(wards, e.wardId, e.ward),
          }),
        }))}
        onRemove={(rowId) => void run(() => write('delete', `/api/Admin/escalation-officers/${rowId}`), r('removed'), '')}
      />
      <AddForm
        page={page}
        scope="esc"
        path="/api/Admin/escalation-officers"
        body={() => ({ level: Number(esc.level), wardId: id(esc.wardId), officerId: id(esc.officerId) })}
        onSaved={() => setEsc({ level: '1', wardId: '', officerId: '' })}
        addText={r('addEscalation')}
      >
        <Choice
          id="re-level"
          label={r('level')}
          required
          error={errors['esc.level']}
          className="col-md-2"
          value={esc.level}
          onChange={(v) => setEsc({ ...esc, level: v })}
          options={Array.from({ length: ESCALATION_LEVELS }, (_, i) => ({ value: i + 1, label: r('levelN', { level: i + 1 }) }))}
        />
        <Choice
          id="re-ward"
          label={r('ward')}
          error={errors['esc.wardId']}
          className="col-md-3"
          value={esc.wardId}
          onChange={(v) => setEsc({ ...esc, wardId: v, officerId: '' })}
          blank={r('everyWard')}
          options={wards.map((w) => ({ value: w.id, label: named(w) }))}
        />
        <OfficerChoice
          id="re-officer"
          page={page}
          error={errors['esc.officerId']}
          className="col-md-4"
          value={esc.officerId}
          onChange={(v) => setEsc({ ...esc, officerId: v })}
          wardId={esc.wardId}
        />
      </AddForm>
    </HeadedSection>
  );
}

/** A section's form: its fields, then the button that adds the row (the fields are emptied once it is saved). */
function AddForm(props: {
  page: Page;
  scope: 'rule' | 'esc';
  path: string;
  body: () => Record<string, unknown>;
  onSaved: () => void;
  addText: string;
  children: React.ReactNode;
}) {
  const { r, write, busy, run } = props.page;
  return (
    <form
      className="row g-2 align-items-end"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void run(() => write('put', props.path, props.body()), r('saved'), props.scope).then((ok) => ok && props.onSaved());
      }}
    >
      {props.children}
      <SubmitCell className="col-md-3" wide busy={busy}>
        {props.addText}
      </SubmitCell>
    </form>
  );
}

/** The officer, from the accounts that may take the chosen ward's complaints. */
function OfficerChoice(props: {
  id: string;
  page: Page;
  error: string | undefined;
  className: string;
  value: string;
  onChange: (value: string) => void;
  wardId: string;
}) {
  const { r, officers } = props.page;
  return (
    <Choice
      id={props.id}
      label={r('officer')}
      required
      error={props.error}
      className={props.className}
      value={props.value}
      onChange={props.onChange}
      blank={r('choose')}
      options={officers(id(props.wardId)).map((a) => ({ value: a.id, label: a.name }))}
    />
  );
}

/** A table of rows each with a Remove button (named for its row), or a sentence when there are none. */
function RemovableRows(props: {
  empty: string;
  headers: string[];
  rows: Array<{ id: number; cells: string[]; removeLabel: string }>;
  testId: string;
  busy: boolean;
  onRemove: (id: number) => void;
}) {
  const { t } = useTranslation();
  if (!props.rows.length) return <p>{props.empty}</p>;
  return (
    <ResponsiveTable
      className="table table-bordered align-middle admin-table"
      headClassName="table-light"
      columns={[...props.headers, <span className="visually-hidden">{t('notices.routing.remove')}</span>]}
    >
      {props.rows.map((row) => (
        <tr key={row.id} data-testid={props.testId}>
          {row.cells.map((cell, i) => (
            <td key={i}>{cell}</td>
          ))}
          <td>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              disabled={props.busy}
              aria-label={row.removeLabel}
              onClick={() => props.onRemove(row.id)}
            >
              {t('notices.routing.remove')}
            </button>
          </td>
        </tr>
      ))}
    </ResponsiveTable>
  );
}
