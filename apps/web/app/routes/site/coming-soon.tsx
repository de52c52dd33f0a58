import type { MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageTitle, rootLang } from '../../lib/site.ts';

export const meta: MetaFunction = ({ matches }) => [{ title: pageTitle(matches, rootLang(matches) === 'hi' ? 'जल्द आ रहा है' : 'Coming soon') }];

export default function ComingSoon() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h2">{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.text')}</p>
    </>
  );
}
