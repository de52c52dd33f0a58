import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { POLICY_SLUGS } from '@nagar/contract';
import { useSite } from '../../lib/site.ts';
import { useLeavingHref } from '../../lib/external.ts';
import { formatDate } from '../../lib/format.ts';
import { useRootData } from '../../root.tsx';

export function Footer() {
  const { t, i18n } = useTranslation();
  const { site, council, address, footerCredit } = useSite();
  const siteUpdated = useRootData()?.siteUpdated;
  const leave = useLeavingHref();
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
            {/* On phones the header leaves these out (it keeps to one screen line or two): they are here. */}
            {site.tollFree && (
              <p className="mb-1 d-lg-none">
                {t('phone_header.helpline')}: <a href={`tel:${site.tollFree.replace(/\s/g, '')}`}>{site.tollFree}</a>
              </p>
            )}
            <ul className="list-inline mb-1 d-lg-none footer-links">
              {site.cleanIndiaUrl && (
                <li className="list-inline-item">
                  <a href={leave(site.cleanIndiaUrl)} rel="noopener noreferrer" target="_blank">
                    {t('header.cleanIndia')} <span className="visually-hidden">{t('common.opensNewWindow')}</span>
                  </a>
                </li>
              )}
              {site.appUrl && (
                <li className="list-inline-item">
                  <a href={leave(site.appUrl)}>{t('header.downloadApp')}</a>
                </li>
              )}
              {Object.entries(site.social)
                .filter(([, url]) => url)
                .map(([name, url]) => (
                  <li key={name} className="list-inline-item">
                    <a href={leave(url)} rel="noopener noreferrer" target="_blank">
                      {name} <span className="visually-hidden">{t('common.opensNewWindow')}</span>
                    </a>
                  </li>
                ))}
            </ul>
            <nav aria-label={t('footer.policies')}>
              <ul className="list-inline mb-1 footer-policies">
                <li className="list-inline-item">
                  <Link to="/privacypolicy">{t('nav.privacyPolicy')}</Link>
                </li>
                {POLICY_SLUGS.map((slug) => (
                  <li key={slug} className="list-inline-item">
                    <Link to={`/${slug}`}>{t(`footer.policy.${slug}`)}</Link>
                  </li>
                ))}
              </ul>
            </nav>
            <p className="mb-1">
              <Link to="/sitemap">{t('sitemap.footerLink')}</Link>
            </p>
          </div>
        </div>
        <hr />
        {siteUpdated && (
          <p className="small mb-1 site-updated">
            {t('siteUpdated.text', { date: formatDate(siteUpdated, 'd MMMM yyyy', i18n.language) })}
          </p>
        )}
        <p className="small mb-0">{t('footer.copyright', { year, council })}</p>
        <p className="small mb-0">{footerCredit || t('footer.designer', { council })}</p>
      </div>
    </footer>
  );
}
