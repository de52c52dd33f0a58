import { useState } from 'react';
import { useRouteLoaderData, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError, api } from '../../lib/admin-api.ts';
import type { AdminData } from './layout.tsx';
import { FormField } from '../../components/FormField.tsx';
import { pageMeta } from '../../lib/site.ts';
import { adminTexts } from '../../lib/admin-texts.ts';

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin.profileHeading', undefined, adminTexts);


/** Profile: who is signed in, and changing one's own password (the current one is required). */
export default function Profile() {
  const { t } = useTranslation();
  const data = useRouteLoaderData<AdminData>('routes/admin/layout');
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState(false);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setDone(false);
    try {
      await api('/api/Account/password', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ currentPassword: current, newPassword: next }),
      });
      setErrors({});
      setCurrent('');
      setNext('');
      setDone(true);
    } catch (err) {
      setErrors(err instanceof ApiError && err.errors ? err.errors : { currentPassword: t('msg.serverError') });
    }
  };

  return (
    <>
      <h1 className="h3">{t('admin.profileHeading')}</h1>
      <p>
        {data?.user.name} — {data?.user.email}
      </p>
      <section className="card" aria-labelledby="pw-title">
        <form className="card-body" onSubmit={(e) => void submit(e)} noValidate>
          <h2 className="h5" id="pw-title">
            {t('admin.changePassword')}
          </h2>
          {done && (
            <p className="alert alert-success" role="status">
              {t('admin.passwordChanged')}
            </p>
          )}
          {(['currentPassword', 'newPassword'] as const).map((key) => (
            <FormField key={key} id={key} label={t(`admin.${key}`)} error={errors[key]} className="mb-3">
              {(control, invalid) => (
                <input
                  {...control}
                  type="password"
                  autoComplete={key === 'newPassword' ? 'new-password' : 'current-password'}
                  className={invalid('form-control')}
                  value={key === 'currentPassword' ? current : next}
                  onChange={(e) => (key === 'currentPassword' ? setCurrent : setNext)(e.target.value)}
                />
              )}
            </FormField>
          ))}
          <button type="submit" className="btn btn-primary">
            {t('admin.changePassword')}
          </button>
        </form>
      </section>
    </>
  );
}
