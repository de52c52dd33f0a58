import type { MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../lib/site.ts';
import { adminTexts } from '../../lib/admin-texts.ts';

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'admin.settings', undefined, adminTexts);

export default function Settings() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h3">{t('admin.settings')}</h1>
      <p>{t('admin.settingsComing')}</p>
    </>
  );
}
