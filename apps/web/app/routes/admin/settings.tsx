import { useTranslation } from 'react-i18next';

export default function Settings() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h3">{t('admin.settings')}</h1>
      <p>{t('admin.settingsComing')}</p>
    </>
  );
}
