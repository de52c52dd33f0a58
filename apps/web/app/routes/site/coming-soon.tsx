import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { metaT, pageMeta } from '../../lib/site.ts';
import type { Route } from './+types/coming-soon';

/** The menu entry of each path that leads here: each page says which service is coming (its own title). */
const LABELS: Record<string, string> = {
  viewpropertytax: 'nav.viewPropertyTax',
  paypropertytax: 'nav.payPropertyTax',
  videogallery: 'nav.videoGallery',
  'birth-death-certificate': 'nav.birthDeath',
  'building-permission': 'nav.buildingPermission',
  'gps-tracing': 'nav.gpsTracing',
  rti: 'nav.rti',
  'downloads/forms': 'header.forms',
  'downloads/acts-rules': 'header.actsRules',
  'downloads/budget': 'header.budget',
};
const labelOf = (pathname: string) => LABELS[pathname.replace(/^\/|\/$/g, '')];

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const [title, ...rest] = pageMeta(matches, 'comingSoon.title', 'meta.siteDescription');
  const label = labelOf(location.pathname);
  return label ? [{ title: `${metaT(matches)(label)}: ${title!.title}` }, ...rest] : [title!, ...rest];
};

export default function ComingSoon() {
  const { t } = useTranslation();
  const label = labelOf(useLocation().pathname);
  return (
    <>
      <h1 className="h2">{label ? `${t(label)}: ${t('comingSoon.title')}` : t('comingSoon.title')}</h1>
      <p>{t('comingSoon.text')}</p>
    </>
  );
}
