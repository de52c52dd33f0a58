import { Link, type LinksFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import servicesCss from '../../styles/services.css?url';
import { propertyTax as texts } from '../../i18n/pages/property-tax.ts';
import { services as serviceTexts } from '../../i18n/pages/services.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { pageMeta, useSite } from '../../lib/site.ts';
import { useLeavingHref } from '../../lib/external.ts';
import { CardSection } from '../../components/site/card-section.tsx';
import { ServicePart, serviceItemMeta } from './service.tsx';
import type { Route } from './+types/pay-property-tax';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: servicesCss }];

/** The page's service text (counter, hours, rebate), when an editor has written it. */
export async function loader(args: Route.LoaderArgs) {
  const { items } = await args.context.portal.list('service');
  return { item: items.find((s) => s.slug === 'paypropertytax') ?? null };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  const bundles = { propertyTax: texts, services: serviceTexts };
  if (!d?.item) return pageMeta(matches, 'propertyTax.payTitle', undefined, bundles);
  pageMeta(matches, 'services.title', undefined, bundles);
  return serviceItemMeta(matches, d.item);
};

/** How and where to pay: the look-up first, then the counter, then the state portal (Admin › Settings). */
function HowToPay({ withOffice }: { withOffice: boolean }) {
  const { t } = useTranslation();
  const { site, address, officeHours } = useSite();
  const leave = useLeavingHref();
  return (
    <div className="row g-3 mb-4">
      <CardSection className="col-12 col-lg-4" id="pay-lookup" title={t('propertyTax.payLookupHeading')}>
        <p>{t('propertyTax.payLookupText')}</p>
        <Link to="/viewpropertytax" className="btn btn-outline-primary">
          {t('propertyTax.payLookupLink')}
        </Link>
      </CardSection>
      <CardSection className="col-12 col-lg-4" id="pay-counter" title={t('propertyTax.payCounterHeading')}>
        <p className="mb-2">{t('propertyTax.payCounterText')}</p>
        {withOffice && (address || officeHours) && (
          <dl className="mb-0 small">
            {address && (
              <>
                <dt>{t('propertyTax.officeLabel')}</dt>
                <dd>{address}</dd>
              </>
            )}
            {officeHours && (
              <>
                <dt>{t('propertyTax.officeHoursLabel')}</dt>
                <dd className="mb-0">{officeHours}</dd>
              </>
            )}
          </dl>
        )}
      </CardSection>
      <CardSection className="col-12 col-lg-4" id="pay-online" title={t('propertyTax.payOnlineHeading')}>
        {site.propertyTaxUrl ? (
          <a href={leave(site.propertyTaxUrl)} className="btn btn-primary" rel="noopener noreferrer">
            {t('propertyTax.payOnlineLink')}
          </a>
        ) : (
          <p className="mb-0">{t('propertyTax.payOnlineNone')}</p>
        )}
      </CardSection>
    </div>
  );
}

/** Pay Property Tax: the service page an editor wrote (counter, hours) with how to pay, or how to pay on its own. */
export default function PayPropertyTax({ loaderData }: Route.ComponentProps) {
  usePageTexts({ propertyTax: texts, services: serviceTexts });
  const { t } = useTranslation();
  return (
    <ServicePart
      item={loaderData.item}
      title={t('propertyTax.payTitle')}
      part={(alone) => (
        <>
          {alone && <p>{t('propertyTax.payIntro')}</p>}
          <HowToPay withOffice={alone} />
        </>
      )}
    />
  );
}
