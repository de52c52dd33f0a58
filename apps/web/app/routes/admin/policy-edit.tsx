import { useEffect, useState } from 'react';
import { data, type LinksFunction } from 'react-router';
import { RecordHeading } from '../../components/admin/record-states.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { POLICY_BODY_MAX, POLICY_PLACEHOLDERS, POLICY_TITLE_MAX, type PolicyPageSource } from '@nagar/contract';
import { policyTexts } from '../../i18n/pages/policy.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { requireAdmin } from '../../lib/admin-guard.ts';
import { adminTexts } from '../../lib/admin-texts.ts';
import { ApiError, api } from '../../lib/admin-api.ts';
import { apiWriteAction, useApiWrite } from '../../lib/api-write.ts';
import { formatDate } from '../../lib/format.ts';
import { pageMeta } from '../../lib/site.ts';
import { FormField } from '../../components/form-field.tsx';
import { MessageDialog, type DialogMessage } from '../../components/admin/message-dialog.tsx';
import { useStaffDraft } from '../../components/admin/use-staff-draft.ts';
import { FormActions } from '../../components/admin/record-form.tsx';
import policyCss from '../../styles/policy.css?url';
import type { Route } from './+types/policy-edit';
import type { KeysUnder } from '../../i18n/keys.ts';
import { dataKey } from '../../i18n/keys.ts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: policyCss }];

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  const page = (await args.context.portal.policyPages()).find((p) => p.slug === args.params.slug);
  if (!page) throw data(null, { status: 404 });
  return { page };
}

/** The save (useApiWrite): PUT /api/Admin/policy/{slug}. */
export const clientAction = (args: Route.ClientActionArgs) => apiWriteAction(args);

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'admin.policies', undefined, adminTexts);

type Values = Pick<PolicyPageSource, 'title' | 'titleHi' | 'body' | 'bodyHi'>;
type Field = keyof Values;
const valuesOf = (p: Values): Values => ({ title: p.title, titleHi: p.titleHi, body: p.body, bodyHi: p.bodyHi });
const same = (a: Values, b: Values) => JSON.stringify(valuesOf(a)) === JSON.stringify(valuesOf(b));
/** The placeholders as the hint names them (i18next would otherwise put values in their place). */
const PLACEHOLDER_NAMES = Object.fromEntries(POLICY_PLACEHOLDERS.map((name) => [name, `{{${name}}}`]));

/**
 * The live preview of a body: the server's answer for it (POST /api/Admin/policy/preview: sanitised as a save would
 * keep it, the settings put in), asked for once typing pauses; null while it is asked for.
 */
function usePreview(body: string, lang: 'en' | 'hi'): string | null {
  const [html, setHtml] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    const timer = setTimeout(() => {
      api<{ html: string }>('/api/Admin/policy/preview', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ body, lang }),
      })
        .then(({ data }) => current && setHtml(data.html))
        .catch(() => current && setHtml(''));
    }, 300);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [body, lang]);
  return html;
}

/**
 * Admin › Policy pages › one page: the titles and the texts (limited HTML) in English and Hindi, each text with a
 * live preview. Typed work is kept in the session's storage until saved (a reload or an expired session loses
 * nothing), and leaving with unsaved changes asks first.
 */
export default function PolicyEdit({ loaderData }: Route.ComponentProps) {
  usePageTexts({ policy: policyTexts });
  const { t, i18n } = useTranslation();
  const a = (key: KeysUnder<'policy.admin'>, opts?: Record<string, unknown>) => t(`policy.admin.${key}`, opts);
  const { write, busy } = useApiWrite();
  const [saved, setSaved] = useState<PolicyPageSource>(loaderData.page);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [status, setStatus] = useState('');
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const draft = useStaffDraft<Values>(`nagar-draft:policy:${loaderData.page.slug}`, valuesOf(loaderData.page));
  const { values, restored } = draft;
  const preview = usePreview(values.body, 'en');
  const previewHi = usePreview(values.bodyHi, 'hi');

  const set = (key: Field, value: string) => {
    draft.change({ ...values, [key]: value });
    setStatus('');
    setErrors(({ [key]: _, ...rest }) => rest);
  };

  const discard = () => {
    draft.discard();
    setErrors({});
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setStatus('');
    try {
      const page = await write<PolicyPageSource>('put', `/api/Admin/policy/${saved.slug}`, { ...values });
      setSaved(page);
      draft.saved(valuesOf(page));
      setErrors({});
      setStatus(a('saved'));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      const apiErr = err instanceof ApiError ? err : null;
      if (apiErr?.errors) {
        setErrors(apiErr.errors);
        const first = Object.keys(apiErr.errors)[0];
        if (first) document.getElementById(`p-${first}`)?.focus();
      }
      // Several fields wrong: each named by its label under the first one's message.
      const problems = Object.entries(apiErr?.errors ?? {});
      const list = problems.length > 1 ? problems.map(([key, text]) => `${t(dataKey(`policy.admin.${key}`))}: ${text}`) : undefined;
      setDialog({ title: t('admin.dialogError'), message: apiErr?.message || a('failed'), tone: 'error', list });
    }
  };

  const hi = i18n.language === 'hi';
  const heading = hi ? saved.titleHi || saved.title : saved.title;

  const bodyField = (key: 'body' | 'bodyHi', lang: 'en' | 'hi') => (
    <div className="row g-3 mb-4">
      <FormField
        id={`p-${key}`}
        className="col-lg-6"
        label={a(key)}
        hint={key === 'body' ? a('bodyHint', PLACEHOLDER_NAMES) : undefined}
        error={errors[key]}
      >
        {(props, invalid) => (
          <textarea
            {...props}
            lang={lang}
            rows={18}
            maxLength={POLICY_BODY_MAX}
            spellCheck={false}
            className={invalid('form-control font-monospace small')}
            value={values[key]}
            onChange={(e) => set(key, e.target.value)}
          />
        )}
      </FormField>
      <section className="col-lg-6" aria-labelledby={`p-${key}-preview`}>
        <h2 id={`p-${key}-preview`} className="form-label fs-6 fw-normal mb-2">
          {a('preview')} ({a(lang === 'en' ? 'english' : 'hindi')})
        </h2>
        <div
          className="policy-body policy-preview border rounded p-3 bg-white"
          lang={lang}
          aria-busy={(key === 'body' ? preview : previewHi) === null}
          dangerouslySetInnerHTML={{ __html: (key === 'body' ? preview : previewHi) ?? '' }}
        />
      </section>
    </div>
  );

  return (
    <>
      <RecordHeading list="/admin/policies" back={a('back')}>
        {a('editHeading', { title: heading })}
      </RecordHeading>
      <p>
        {saved.isDefault
          ? a('neverSaved')
          : a('lastSaved', { date: formatDate(saved.updatedAt, 'd MMMM yyyy', i18n.language), who: saved.updatedBy ?? '—' })}{' '}
        <a href={`/${saved.slug}`}>{a('view')}</a>
      </p>
      {restored && (
        <p className="alert alert-info" role="status">
          {a('restored')}
        </p>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <div className="row g-3 mb-3">
          {(['title', 'titleHi'] as const).map((key) => (
            <FormField key={key} id={`p-${key}`} className="col-md-6" label={a(key)} required error={errors[key]}>
              {(props, invalid) => (
                <input
                  {...props}
                  lang={key === 'titleHi' ? 'hi' : 'en'}
                  required
                  maxLength={POLICY_TITLE_MAX}
                  className={invalid('form-control')}
                  value={values[key]}
                  onChange={(e) => set(key, e.target.value)}
                />
              )}
            </FormField>
          ))}
        </div>
        {bodyField('body', 'en')}
        {bodyField('bodyHi', 'hi')}
        <p className="small text-body-secondary">{a('previewNote')}</p>
        <FormActions
          busy={busy}
          unchanged={same(values, valuesOf(saved))}
          onDiscard={discard}
          texts={{ save: a('save'), saving: a('saving'), discard: a('discard') }}
          status={status}
        />
      </form>
      <MessageDialog value={dialog} onClose={() => setDialog(null)} />
    </>
  );
}
