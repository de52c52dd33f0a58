import { Link, type MetaFunction } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageMeta, useSite } from '../../lib/site.ts';

export const meta: MetaFunction = ({ matches }) => pageMeta(matches, 'nav.home', 'meta.siteDescription');

/** The home page grows in the public-site issue (carousel, officials, complaint status). */
export default function Home() {
  const { t } = useTranslation();
  const { council } = useSite();
  return (
    <>
      <h1 className="h2">{council}</h1>
      <p>{t('meta.siteDescription', { council })}</p>
      <ul>
        <li>
          <Link to="/notice">{t('nav.notice')}</Link>
        </li>
      </ul>
    </>
  );
}
