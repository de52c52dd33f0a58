import type { MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageMeta } from '../../lib/site.ts';

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'comingSoon.title', 'meta.siteDescription');

export default function ComingSoon() {
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h2">{t('comingSoon.title')}</h1>
      <p>{t('comingSoon.text')}</p>
    </>
  );
}
