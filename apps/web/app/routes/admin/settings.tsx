import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation.ts';
import { parseSiteSettings, type PublicSiteInfo, type SiteInfo } from '@nagar/contract';
import { pageMeta } from '../../lib/site.ts';
import { adminTexts } from '../../lib/admin-texts.ts';
import { requireAdmin } from '../../lib/admin-guard.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { ApiError } from '../../lib/admin-api.ts';
import { apiWriteAction, useApiWrite } from '../../lib/api-write.ts';
import { MessageDialog, type DialogMessage } from '../../components/admin/message-dialog.tsx';
import { useStaffDraft } from '../../components/admin/use-staff-draft.ts';
import { IdentitySection, type LogoChoice } from '../../components/admin/settings/identity-section.tsx';
import { ContactsSection, FooterSection, LinksSection, MapSection } from '../../components/admin/settings/contact-sections.tsx';
import { ImportantLinksSection } from '../../components/admin/settings/important-links-section.tsx';
import { HomeTasksSection, PeriodSections, ValiditySection } from '../../components/admin/settings/period-sections.tsx';
import {
  fieldLabel,
  focusFirstError,
  fromForm,
  toForm,
  type Errors,
  type FormValues,
  type SectionProps,
} from '../../components/admin/settings/settings-values.ts';
import { settingsTexts } from '../../i18n/pages/settings.ts';
import type { Route } from './+types/settings';
import { homeTaskSettingsTexts } from '../../i18n/pages/phone.ts';
import { validityAdminTexts } from '../../i18n/pages/archive.ts';
import type { KeysUnder } from '../../i18n/keys.ts';

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return { site: await args.context.portal.site() };
}

/** The settings save (useApiWrite). */
export const clientAction = (args: Route.ClientActionArgs) => apiWriteAction(args);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'settings.heading', undefined, { ...adminTexts, ...settingsTexts });

const NO_LOGO: LogoChoice = { file: null, remove: false };

/**
 * Admin › Settings: the council's identity, contacts and links in both languages, and its logo; the home page's
 * tasks and the periods. Typed work is the staff draft (kept over a reload or a sign-in again until saved).
 */
export default function Settings({ loaderData }: Route.ComponentProps) {
  usePageTexts(settingsTexts);
  usePageTexts(homeTaskSettingsTexts);
  usePageTexts(validityAdminTexts);
  const { t } = useTranslation();
  const s = (key: KeysUnder<'settings'>, opts?: Record<string, unknown>) => t(`settings.${key}`, opts);
  const { write, busy } = useApiWrite();
  const [saved, setSaved] = useState<PublicSiteInfo>(loaderData.site);
  const draft = useStaffDraft<FormValues>('nagar-draft:settings', toForm(loaderData.site));
  const values = draft.values;
  const [logo, setLogo] = useState<LogoChoice>(NO_LOGO);
  const [errors, setErrors] = useState<Errors>({});
  const [status, setStatus] = useState('');
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const [formKey, setFormKey] = useState(0);

  const update = (next: FormValues, changedPath?: string) => {
    draft.change(next);
    setStatus('');
    if (changedPath) setErrors(({ [changedPath]: _, ...rest }) => rest);
  };
  const section: SectionProps = { values, errors, update, setErrors };

  const discard = () => {
    draft.discard();
    setErrors({});
    setFormKey((k) => k + 1);
  };

  /** Every field to correct, named as its label reads, in the dialog (the first one has the focus under it). */
  const refuse = (texts: Errors, message: string) => {
    setErrors(texts);
    focusFirstError(Object.keys(texts));
    const list = Object.entries(texts).map(([path, text]) => `${fieldLabel(path, t)}: ${text}`);
    setDialog({ title: t('admin.dialogError'), message, tone: 'error', list });
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setStatus('');
    const body = fromForm(values);
    const checked = parseSiteSettings(body);
    if (checked.errors) {
      const texts = Object.fromEntries(Object.entries(checked.errors).map(([k, p]) => [k, t(`msg.${p.key}`, p.params)]));
      return refuse(texts, s('fixErrors', { count: Object.keys(texts).length }));
    }
    const form = new FormData();
    form.append('settings', JSON.stringify(body));
    if (logo.file) form.append('logo', logo.file, logo.file.name);
    if (logo.remove && !logo.file) form.append('logoRemove', 'true');
    try {
      // Through the route's action: the router then reads the root loader again (header and pages show the change).
      const data = await write<SiteInfo>('put', '/api/Admin/settings', form);
      draft.saved(toForm(data));
      setSaved(data);
      setLogo(NO_LOGO);
      setErrors({});
      setFormKey((k) => k + 1);
      setStatus(s('saved'));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      const apiErr = err instanceof ApiError ? err : null;
      const message = apiErr?.message || s('saveError');
      if (apiErr?.errors) refuse(apiErr.errors, message);
      else setDialog({ title: t('admin.dialogError'), message, tone: 'error' });
    }
  };

  return (
    <div className="settings-screen">
      <h1 className="h3">{s('heading')}</h1>
      <p>{s('intro')}</p>
      {draft.restored && (
        <div className="alert alert-info py-2 d-flex flex-wrap gap-2 align-items-center" role="status">
          <span>{s('draftRestored')}</span>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={discard}>
            {s('discardDraft')}
          </button>
        </div>
      )}
      <form key={formKey} onSubmit={(e) => void submit(e)} noValidate className="settings-form">
        <IdentitySection
          {...section}
          storedLogo={saved.logo}
          logo={logo}
          onLogo={(next) => {
            setLogo(next);
            if (next.file) draft.markDirty();
          }}
        />
        <ContactsSection {...section} />
        <LinksSection {...section} />
        <ImportantLinksSection {...section} />
        <MapSection {...section} />
        <HomeTasksSection {...section} />
        <ValiditySection {...section} />
        <PeriodSections {...section} />
        <FooterSection {...section} />
        <div className="admin-form-actions d-flex flex-wrap gap-3 align-items-center">
          <button type="submit" className="btn btn-primary" disabled={busy}>
            {busy ? s('saving') : s('save')}
          </button>
          <p role="status" className="mb-0 text-success">
            {status}
          </p>
        </div>
      </form>
      <MessageDialog value={dialog} onClose={() => setDialog(null)} />
    </div>
  );
}
