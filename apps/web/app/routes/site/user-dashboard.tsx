import { redirect } from 'react-router';
import { SignOut } from '../../components/sign-out.tsx';
import { useTranslation } from '../../i18n/use-translation.ts';
import { hasBackOffice } from '@nagar/contract';
import type { Route } from './+types/user-dashboard';

/** Where the spec sends role "user" after sign-in; that role has no back-office access. */
export function loader(args: Route.LoaderArgs) {
  const { user } = args.context;
  if (!user) throw redirect('/login');
  if (user.mustChangePassword) throw redirect('/login/new-password');
  if (hasBackOffice(user.role)) throw redirect('/admin/dashboard');
  return { name: user.name };
}

export default function UserDashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h2">{t('user.heading')}</h1>
      <p>{t('user.welcome', { name: loaderData.name })}</p>
      <p>{t('user.noAdmin')}</p>
      <SignOut buttonClassName="btn btn-outline-primary" label={t('user.logout')} />
    </>
  );
}
