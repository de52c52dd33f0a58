import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  HOME_TASKS,
  HOME_TASKS_MAX,
  SOCIAL_NETWORKS,
  VALIDITY_MONTHS_MAX,
  COMPLAINT_REOPEN_DAYS_MAX,
  CONTACT_ANSWER_DAYS_MAX,
  LICENCE_VALIDITY_YEARS_MAX,
  VALIDITY_TYPES,
  parseSiteSettings,
  type HomeTask,
  type SiteInfo,
  type PublicSiteInfo,
  type SiteSettings,
} from '@nagar/contract';
import { pageMeta } from '../../lib/site.ts';
import { adminTexts } from '../../lib/admin-texts.ts';
import { requireAdmin } from '../../lib/admin-guard.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { ApiError, isLeavingToSignIn } from '../../lib/admin-api.ts';
import { apiWriteAction, useApiWrite } from '../../lib/api-write.ts';
import { FormField } from '../../components/form-field.tsx';
import { MessageDialog, type DialogMessage } from '../../components/admin/message-dialog.tsx';
import { draftStore } from '../../components/admin/resource-screen.tsx';
import { settingsTexts } from '../../i18n/pages/settings.ts';
import type { Route } from './+types/settings';
import { homeTaskSettingsTexts } from '../../i18n/pages/phone.ts';
import { validityAdminTexts } from '../../i18n/pages/archive.ts';

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args);
  return { site: await args.context.portal.site() };
}

/** The settings save (useApiWrite). */
export const clientAction = (args: Route.ClientActionArgs) => apiWriteAction(args);

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, 'settings.heading', undefined, { ...adminTexts, ...settingsTexts });

/** The form's state: the settings, with the map's coordinates as typed. */
type FormValues = Omit<SiteSettings, 'location' | 'notices'> & { lat: string; lon: string };

const DRAFT_KEY = 'nagar-draft:settings';

function toForm(site: PublicSiteInfo | SiteSettings): FormValues {
  // The notices' templates are Admin › Notifications' (a save here leaves them as stored).
  const { location, notices: _notices, ...rest } = site as SiteInfo;
  const { logo: _logo, ...values } = rest as SiteInfo;
  return { ...values, lat: location ? String(location.lat) : '', lon: location ? String(location.lon) : '' };
}

/** The record the API takes: coordinates as numbers (text that is no number is sent as it is, and refused). */
function fromForm(values: FormValues): Record<string, unknown> {
  const { lat, lon, ...rest } = values;
  const num = (v: string) => (v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);
  return { ...rest, location: lat.trim() === '' && lon.trim() === '' ? null : { lat: num(lat), lon: num(lon) } };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Admin › Settings: the council's identity, contacts and links in both languages, and its logo. */
export default function Settings({ loaderData }: Route.ComponentProps) {
  usePageTexts(settingsTexts);
  usePageTexts(homeTaskSettingsTexts);
  usePageTexts(validityAdminTexts);
  const { t } = useTranslation();
  const s = (key: string, opts?: Record<string, unknown>) => t(`settings.${key}`, opts);
  const { write, busy } = useApiWrite();
  const [saved, setSaved] = useState<PublicSiteInfo>(loaderData.site);
  const baseline = toForm(saved);
  const [values, setValues] = useState<FormValues>(baseline);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoPreview, setLogoPreview] = useState<string | null>(null);
  const [removeLogo, setRemoveLogo] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [restored, setRestored] = useState(false);
  const [status, setStatus] = useState('');
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const [formKey, setFormKey] = useState(0);
  const dirty = useRef(false);

  // Typed work left from before (an expired session, a reload) comes back.
  useEffect(() => {
    const draft = draftStore.read(DRAFT_KEY) as unknown as FormValues | null;
    if (draft && typeof draft === 'object' && !same(draft, baseline)) {
      setValues({ ...baseline, ...draft });
      setRestored(true);
      dirty.current = true;
    }
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    const warn = (e: BeforeUnloadEvent) => {
      if (dirty.current && !isLeavingToSignIn()) e.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);

  // A data: URL, not an object URL: revoking one while the picture still loads is a failed request in the browser.
  useEffect(() => {
    if (!logo) return setLogoPreview(null);
    let current = true;
    const reader = new FileReader();
    reader.onload = () => current && setLogoPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(logo);
    return () => {
      current = false;
      reader.abort();
    };
  }, [logo]);

  const update = (next: FormValues, changedPath?: string) => {
    setValues(next);
    dirty.current = !same(next, baseline);
    if (dirty.current) draftStore.write(DRAFT_KEY, next as never);
    else draftStore.clear(DRAFT_KEY);
    setStatus('');
    if (changedPath) setErrors(({ [changedPath]: _, ...rest }) => rest);
  };
  const setText = (
    key: 'email' | 'phone' | 'tollFree' | 'rtiUrl' | 'propertyTaxUrl' | 'appUrl' | 'cleanIndiaUrl' | 'lat' | 'lon',
    value: string,
  ) => update({ ...values, [key]: value }, key === 'lat' || key === 'lon' ? `location.${key}` : key);
  const setBi = (key: 'councilName' | 'stateName' | 'address' | 'officeHours' | 'footerCredit', lang: 'en' | 'hi', value: string) =>
    update({ ...values, [key]: { ...values[key], [lang]: value } }, `${key}.${lang}`);
  const setSocial = (key: (typeof SOCIAL_NETWORKS)[number], value: string) =>
    update({ ...values, social: { ...values.social, [key]: value } }, `social.${key}`);
  const links = values.importantLinks;
  const setLinks = (next: SiteSettings['importantLinks']) => {
    update({ ...values, importantLinks: next });
    // Positions changed: the links' messages no longer belong where they were.
    setErrors((prev) => Object.fromEntries(Object.entries(prev).filter(([k]) => !k.startsWith('importantLinks'))));
  };
  const setLink = (i: number, change: Partial<{ en: string; hi: string; url: string }>) => {
    const next = links.map((l, j) =>
      j === i ? { label: { en: change.en ?? l.label.en, hi: change.hi ?? l.label.hi }, url: change.url ?? l.url } : l,
    );
    update(
      { ...values, importantLinks: next },
      `importantLinks.${i}.${change.url !== undefined ? 'url' : `label.${change.en !== undefined ? 'en' : 'hi'}`}`,
    );
  };
  const move = (i: number, by: -1 | 1) => {
    const next = [...links];
    [next[i], next[i + by]] = [next[i + by]!, next[i]!];
    setLinks(next);
    // Focus follows the moved link: the same button at its new place, or the other one at either end.
    const to = i + by;
    const atEnd = by < 0 ? to === 0 : to === links.length - 1;
    const sameDir = by < 0 ? 'up' : 'down';
    const other = by < 0 ? 'down' : 'up';
    requestAnimationFrame(() => document.getElementById(`link-${to}-${atEnd ? other : sameDir}`)?.focus());
  };

  const discard = () => {
    draftStore.clear(DRAFT_KEY);
    dirty.current = false;
    setValues(baseline);
    setRestored(false);
    setErrors({});
    setFormKey((k) => k + 1);
  };

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    if (busy) return;
    setStatus('');
    const body = fromForm(values);
    const checked = parseSiteSettings(body);
    if (checked.errors) {
      const texts = Object.fromEntries(Object.entries(checked.errors).map(([k, p]) => [k, t(`msg.${p.key}`, p.params)]));
      setErrors(texts);
      focusFirstError(Object.keys(texts));
      setDialog({ title: t('admin.dialogError'), message: s('fixErrors', { count: Object.keys(texts).length }), tone: 'error' });
      return;
    }
    const form = new FormData();
    form.append('settings', JSON.stringify(body));
    if (logo) form.append('logo', logo, logo.name);
    if (removeLogo && !logo) form.append('logoRemove', 'true');
    try {
      // Through the route's action: the router then reads the root loader again (header and pages show the change).
      const data = await write<SiteInfo>('put', '/api/Admin/settings', form);
      draftStore.clear(DRAFT_KEY);
      dirty.current = false;
      setSaved(data);
      setValues(toForm(data));
      setLogo(null);
      setRemoveLogo(false);
      setErrors({});
      setRestored(false);
      setFormKey((k) => k + 1);
      setStatus(s('saved'));
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return;
      const apiErr = err instanceof ApiError ? err : null;
      if (apiErr?.errors) {
        setErrors(apiErr.errors);
        focusFirstError(Object.keys(apiErr.errors));
      }
      setDialog({ title: t('admin.dialogError'), message: apiErr?.message || s('saveError'), tone: 'error' });
    }
  };

  const bi = (
    key: 'councilName' | 'stateName' | 'address' | 'officeHours' | 'footerCredit',
    options: { required?: boolean; long?: boolean; hint?: string } = {},
  ) => (
    <div className="row g-2 mb-3">
      {(['en', 'hi'] as const).map((lang) => {
        const value = values[key][lang];
        const id = `s-${key}-${lang}`;
        return (
          <FormField
            key={lang}
            id={id}
            className="col-md-6"
            label={`${s(key)} (${s(lang === 'en' ? 'english' : 'hindi')})`}
            required={options.required}
            hint={lang === 'en' ? options.hint : undefined}
            error={errors[`${key}.${lang}`]}
          >
            {(props, invalid) =>
              options.long ? (
                <textarea
                  {...props}
                  lang={lang}
                  rows={2}
                  className={invalid('form-control')}
                  value={value}
                  onChange={(e) => setBi(key, lang, e.target.value)}
                />
              ) : (
                <input
                  {...props}
                  lang={lang}
                  className={invalid('form-control')}
                  value={value}
                  onChange={(e) => setBi(key, lang, e.target.value)}
                />
              )
            }
          </FormField>
        );
      })}
    </div>
  );

  const text = (
    key: 'email' | 'phone' | 'tollFree' | 'rtiUrl' | 'propertyTaxUrl' | 'appUrl' | 'cleanIndiaUrl',
    type: 'email' | 'tel' | 'url',
    hint?: string,
  ) => (
    <FormField id={`s-${key}`} className="col-md-6" label={s(key)} hint={hint} error={errors[key]}>
      {(props, invalid) => (
        <input
          {...props}
          type={type}
          className={invalid('form-control')}
          value={values[key]}
          onChange={(e) => setText(key, e.target.value)}
        />
      )}
    </FormField>
  );

  const logoShown = logoPreview ?? (!removeLogo ? (saved.logo?.thumb ?? saved.logo?.url ?? null) : null);

  return (
    <div className="settings-screen">
      <h1 className="h3">{s('heading')}</h1>
      <p>{s('intro')}</p>
      {restored && (
        <div className="alert alert-info py-2 d-flex flex-wrap gap-2 align-items-center" role="status">
          <span>{s('draftRestored')}</span>
          <button type="button" className="btn btn-sm btn-outline-secondary" onClick={discard}>
            {s('discardDraft')}
          </button>
        </div>
      )}
      <form key={formKey} onSubmit={(e) => void submit(e)} noValidate className="settings-form">
        <fieldset className="card card-body mb-3">
          <legend className="h5">{s('identity')}</legend>
          {bi('councilName', { required: true })}
          {bi('stateName')}
          {bi('address', { long: true })}
          <div className="row g-2 align-items-start">
            <FormField id="s-logo" className="col-md-6" label={s('logo')} hint={s('logoHint')} error={errors.logo}>
              {(props, invalid) => (
                <input
                  {...props}
                  type="file"
                  accept="image/jpeg,image/png,image/webp"
                  className={invalid('form-control')}
                  onChange={(e) => {
                    setLogo(e.target.files?.[0] ?? null);
                    dirty.current = true;
                  }}
                />
              )}
            </FormField>
            <div className="col-md-6">
              {logoShown && (
                <figure className="mb-2">
                  <img src={logoShown} alt={s(logoPreview ? 'logoNew' : 'logoCurrent')} className="settings-logo-preview" height={64} />
                  <figcaption className="small">{s(logoPreview ? 'logoNew' : 'logoCurrent')}</figcaption>
                </figure>
              )}
              {saved.logo && !logo && (
                <div className="form-check">
                  <input
                    id="s-logo-remove"
                    type="checkbox"
                    className="form-check-input"
                    checked={removeLogo}
                    onChange={(e) => setRemoveLogo(e.target.checked)}
                  />
                  <label htmlFor="s-logo-remove" className="form-check-label">
                    {s('logoRemove')}
                  </label>
                </div>
              )}
            </div>
          </div>
        </fieldset>

        <fieldset className="card card-body mb-3">
          <legend className="h5">{s('contacts')}</legend>
          <div className="row g-2 mb-3">
            {text('email', 'email')}
            {text('phone', 'tel')}
            {text('tollFree', 'tel')}
          </div>
          {bi('officeHours', { long: true, hint: s('officeHoursHint') })}
        </fieldset>

        <fieldset className="card card-body mb-3">
          <legend className="h5">{s('links')}</legend>
          <div className="row g-2 mb-3">
            {text('rtiUrl', 'url', s('urlHint'))}
            {text('propertyTaxUrl', 'url', s('propertyTaxUrlHint'))}
            {text('cleanIndiaUrl', 'url')}
            {text('appUrl', 'url')}
          </div>
          <h2 className="h6">{s('social')}</h2>
          <div className="row g-2">
            {SOCIAL_NETWORKS.map((key) => (
              <FormField key={key} id={`s-social-${key}`} className="col-md-6" label={s(key)} error={errors[`social.${key}`]}>
                {(props, invalid) => (
                  <input
                    {...props}
                    type="url"
                    className={invalid('form-control')}
                    value={values.social[key]}
                    onChange={(e) => setSocial(key, e.target.value)}
                  />
                )}
              </FormField>
            ))}
          </div>
        </fieldset>

        <fieldset className="card card-body mb-3" aria-describedby="links-hint">
          <legend className="h5">{s('importantLinks')}</legend>
          <p id="links-hint" className="form-text mt-0">
            {s('importantLinksHint')}
          </p>
          {errors.importantLinks && <p className="invalid-feedback d-block">{errors.importantLinks}</p>}
          {links.length === 0 && <p>{s('noLinks')}</p>}
          <ol className="list-unstyled mb-2 settings-links">
            {links.map((link, i) => (
              <li key={i} className="border rounded p-2 mb-2">
                <fieldset>
                  <legend className="h6">{s('linkN', { n: i + 1 })}</legend>
                  <div className="row g-2">
                    {(['en', 'hi'] as const).map((lang) => (
                      <FormField
                        key={lang}
                        id={`link-${i}-${lang}`}
                        className="col-md-4"
                        label={`${s('linkLabel')} (${s(lang === 'en' ? 'english' : 'hindi')})`}
                        required={lang === 'en'}
                        error={errors[`importantLinks.${i}.label.${lang}`]}
                      >
                        {(props, invalid) => (
                          <input
                            {...props}
                            lang={lang}
                            className={invalid('form-control')}
                            value={link.label[lang]}
                            onChange={(e) => setLink(i, { [lang]: e.target.value })}
                          />
                        )}
                      </FormField>
                    ))}
                    <FormField
                      id={`link-${i}-url`}
                      className="col-md-4"
                      label={s('linkUrl')}
                      required
                      error={errors[`importantLinks.${i}.url`]}
                    >
                      {(props, invalid) => (
                        <input
                          {...props}
                          type="url"
                          className={invalid('form-control')}
                          value={link.url}
                          onChange={(e) => setLink(i, { url: e.target.value })}
                        />
                      )}
                    </FormField>
                  </div>
                  <div className="d-flex flex-wrap gap-2 mt-2">
                    <button
                      type="button"
                      id={`link-${i}-up`}
                      className="btn btn-sm btn-outline-secondary"
                      disabled={i === 0}
                      onClick={() => move(i, -1)}
                    >
                      <span aria-hidden="true">↑ </span>
                      {s('moveUp', { n: i + 1 })}
                    </button>
                    <button
                      type="button"
                      id={`link-${i}-down`}
                      className="btn btn-sm btn-outline-secondary"
                      disabled={i === links.length - 1}
                      onClick={() => move(i, 1)}
                    >
                      <span aria-hidden="true">↓ </span>
                      {s('moveDown', { n: i + 1 })}
                    </button>
                    <button
                      type="button"
                      className="btn btn-sm btn-outline-danger"
                      onClick={() => setLinks(links.filter((_, j) => j !== i))}
                    >
                      {s('removeLink', { n: i + 1 })}
                    </button>
                  </div>
                </fieldset>
              </li>
            ))}
          </ol>
          <div>
            <button
              type="button"
              className="btn btn-outline-primary"
              onClick={() => {
                setLinks([...links, { label: { en: '', hi: '' }, url: '' }]);
                requestAnimationFrame(() => document.getElementById(`link-${links.length}-en`)?.focus());
              }}
            >
              {s('addLink')}
            </button>
          </div>
        </fieldset>

        <fieldset className="card card-body mb-3" aria-describedby="map-hint">
          <legend className="h5">{s('map')}</legend>
          <p id="map-hint" className="form-text mt-0">
            {s('mapHint')}
          </p>
          <div className="row g-2">
            {(['lat', 'lon'] as const).map((key) => (
              <FormField
                key={key}
                id={`s-${key}`}
                className="col-6 col-md-3"
                label={s(key === 'lat' ? 'latitude' : 'longitude')}
                error={errors[`location.${key}`] ?? (key === 'lat' ? errors.location : undefined)}
              >
                {(props, invalid) => (
                  <input
                    {...props}
                    inputMode="decimal"
                    className={invalid('form-control')}
                    value={values[key]}
                    onChange={(e) => setText(key, e.target.value)}
                  />
                )}
              </FormField>
            ))}
          </div>
        </fieldset>

        <fieldset className="card card-body mb-3" aria-describedby="tasks-hint">
          <legend className="h5">{t('home_tasks.settingsLegend')}</legend>
          <p id="tasks-hint" className="form-text mt-0">
            {t('home_tasks.settingsHint', { max: HOME_TASKS_MAX })}
          </p>
          {errors.homeTasks && <p className="invalid-feedback d-block">{errors.homeTasks}</p>}
          <div className="row g-1">
            {(Object.keys(HOME_TASKS) as HomeTask[]).map((task) => (
              <div key={task} className="col-md-6 form-check ps-5">
                <input
                  id={`s-task-${task}`}
                  type="checkbox"
                  className="form-check-input"
                  checked={values.homeTasks.includes(task)}
                  onChange={(e) => {
                    // Kept in the order of the list above, so a council's choice reads the same everywhere.
                    const chosen = new Set(values.homeTasks);
                    if (e.target.checked) chosen.add(task);
                    else chosen.delete(task);
                    const next = (Object.keys(HOME_TASKS) as HomeTask[]).filter((k) => chosen.has(k));
                    update({ ...values, homeTasks: next }, 'homeTasks');
                    if (next.length > HOME_TASKS_MAX)
                      setErrors((prev) => ({ ...prev, homeTasks: t('home_tasks.settingsTooMany', { max: HOME_TASKS_MAX }) }));
                  }}
                />
                <label htmlFor={`s-task-${task}`} className="form-check-label">
                  {t(`home_tasks.${task}`)} <span className="text-body-secondary small">({HOME_TASKS[task]})</span>
                </label>
              </div>
            ))}
          </div>
        </fieldset>

        <fieldset className="card card-body mb-3" aria-describedby="validity-hint">
          <legend className="h5">{t('validity.legend')}</legend>
          <p id="validity-hint" className="form-text mt-0">
            {t('validity.hint')}
          </p>
          <div className="row g-3">
            {VALIDITY_TYPES.map((name) => {
              const path = `validityMonths.${name}`;
              const id = `s-validityMonths-${name}`;
              return (
                <UnitNumber
                  key={name}
                  id={id}
                  label={t(`res.${name}.entity`)}
                  unit={t('validity.months')}
                  max={VALIDITY_MONTHS_MAX}
                  value={values.validityMonths[name]}
                  error={errors[path]}
                  onChange={(n) => update({ ...values, validityMonths: { ...values.validityMonths, [name]: n } }, path)}
                />
              );
            })}
          </div>
        </fieldset>

        <fieldset className="card card-body mb-3" aria-describedby="grievance-hint">
          <legend className="h5">{t('settings.grievanceLegend')}</legend>
          <p id="grievance-hint" className="form-text mt-0">
            {t('settings.grievanceHint')}
          </p>
          <div className="row g-3">
            <UnitNumber
              id="s-grievance-reopenDays"
              label={t('settings.reopenDays')}
              unit={t('settings.days')}
              max={COMPLAINT_REOPEN_DAYS_MAX}
              value={values.grievance.reopenDays}
              error={errors['grievance.reopenDays']}
              onChange={(n) => update({ ...values, grievance: { ...values.grievance, reopenDays: n } }, 'grievance.reopenDays')}
            />
          </div>
        </fieldset>

        <fieldset className="card card-body mb-3" aria-describedby="contact-hint">
          <legend className="h5">{t('settings.contactLegend')}</legend>
          <p id="contact-hint" className="form-text mt-0">
            {t('settings.contactHint')}
          </p>
          <div className="row g-3">
            <UnitNumber
              id="s-contact-answerDays"
              label={t('settings.answerDays')}
              unit={t('settings.workingDays')}
              max={CONTACT_ANSWER_DAYS_MAX}
              value={values.contact.answerDays}
              error={errors['contact.answerDays']}
              onChange={(n) => update({ ...values, contact: { ...values.contact, answerDays: n } }, 'contact.answerDays')}
            />
          </div>
        </fieldset>

        <fieldset className="card card-body mb-3" aria-describedby="licence-hint">
          <legend className="h5">{t('settings.licenceLegend')}</legend>
          <p id="licence-hint" className="form-text mt-0">
            {t('settings.licenceHint')}
          </p>
          <div className="row g-3">
            <UnitNumber
              id="s-licence-validityYears"
              label={t('settings.validityYears')}
              unit={t('settings.financialYears')}
              max={LICENCE_VALIDITY_YEARS_MAX}
              value={values.licence.validityYears}
              error={errors['licence.validityYears']}
              onChange={(n) => update({ ...values, licence: { ...values.licence, validityYears: n } }, 'licence.validityYears')}
            />
          </div>
        </fieldset>

        <fieldset className="card card-body mb-3">
          <legend className="h5">{s('footer')}</legend>
          {bi('footerCredit')}
        </fieldset>

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

/** Field paths map to input ids: councilName.hi → s-councilName-hi, importantLinks.2.url → link-2-url. */
function focusFirstError(paths: string[]) {
  const id = (path: string) => {
    const link = /^importantLinks\.(\d+)\.(?:label\.)?(en|hi|url)$/.exec(path);
    if (link) return `link-${link[1]}-${link[2]}`;
    if (path.startsWith('location')) return path.endsWith('lon') ? 's-lon' : 's-lat';
    return `s-${path.replace(/\./g, '-')}`;
  };
  // Focused before the error dialog opens: closing the dialog returns focus here.
  for (const path of paths) {
    const el = document.getElementById(id(path));
    if (el) return el.focus();
  }
}

/** A whole number with its unit (months, days) beside it, and its error: the settings' periods. */
function UnitNumber(props: {
  id: string;
  label: string;
  unit: string;
  max: number;
  value: number;
  error?: string;
  onChange: (value: number) => void;
}) {
  const { id, error } = props;
  return (
    <div className="col-sm-6 col-lg-4">
      <label htmlFor={id} className="form-label">
        {props.label}
      </label>
      <div className="input-group">
        <input
          id={id}
          type="number"
          inputMode="numeric"
          min={0}
          max={props.max}
          step={1}
          className={`form-control${error ? ' is-invalid' : ''}`}
          value={Number.isFinite(props.value) ? props.value : ''}
          aria-describedby={`${id}-unit${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => props.onChange(e.target.valueAsNumber)}
        />
        <span className="input-group-text" id={`${id}-unit`}>
          {props.unit}
        </span>
      </div>
      {error && (
        <p id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </p>
      )}
    </div>
  );
}
