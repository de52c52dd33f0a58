import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useBilingual, useSite } from '../../lib/site.ts';

export function Footer() {
  const { t } = useTranslation();
  const { site, council, address } = useSite();
  const pick = useBilingual();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer mt-5">
      <div className="container py-4">
        <div className="row g-3">
          <div className="col-md-6">
            <h2 className="h6">{council}</h2>
            <p className="mb-1">
              <span className="visually-hidden">{t('footer.address')}: </span>
              {address}
            </p>
          </div>
          <div className="col-md-6">
            {site.email && (
              <p className="mb-1">
                {t('footer.email')}: <a href={`mailto:${site.email}`}>{site.email}</a>
              </p>
            )}
            {site.phone && (
              <p className="mb-1">
                {t('footer.telephone')}: <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
              </p>
            )}
            <p className="mb-1">
              <Link to="/privacypolicy">{t('nav.privacyPolicy')}</Link>
            </p>
          </div>
        </div>
        <hr />
        <p className="small mb-0">{t('footer.copyright', { year, council })}</p>
        <p className="small mb-0">{pick(site.footerCredit) || t('footer.designer', { council })}</p>
      </div>
    </footer>
  );
}
