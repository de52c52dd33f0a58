import type { LoaderFunctionArgs, MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { requireAdmin } from '../../lib/admin-guard.ts';
import { pageMeta } from '../../lib/site.ts';
import { adminTexts } from '../../lib/admin-texts.ts';

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin.settings', undefined, adminTexts);

/** Runs for a `.data` request of this screen alone too: the guard is not only the layout's. */
export function loader(args: LoaderFunctionArgs) {
  requireAdmin(args);
  return null;
}

export default function Settings() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h3">{t('admin.settings')}</h1>
      <p>{t('admin.settingsComing')}</p>
    </>
  );
}
