import { privacy } from '../../i18n/pages/privacy.ts';
import { contact } from '../../i18n/pages/contact.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { formatDate } from '../../lib/format.ts';
import { pageMeta, useSite } from '../../lib/site.ts';
import { ContactRow } from '../../components/contact-row.tsx';
import type { Route } from './+types/privacy-policy';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'privacy.title', 'privacy.metaDescription', { privacy });

/** The policy's twelve sections, in order; their texts are under privacy.sections.<id>. */
const SECTIONS = [
  'about',
  'logs',
  'cookies',
  'provided',
  'retention',
  'sharing',
  'security',
  'children',
  'rights',
  'links',
  'changes',
  'contact',
] as const;

/** Change together with the texts: shown as 'Last updated'. */
const LAST_UPDATED = '2026-11-22';

type Block = string | string[];

export default function PrivacyPolicy() {
  // The Contact section shows the office hours from the Contact Us texts.
  usePageTexts({ privacy, contact });
  const { t, i18n } = useTranslation();
  const { site, council, address, officeHours } = useSite();
  const vars = { council, email: site.email, phone: site.phone };
  return (
    <article>
      <h1 className="h2">{t('privacy.title')}</h1>
      <p className="text-body-secondary">{t('common.lastUpdated', { date: formatDate(LAST_UPDATED, 'day', i18n.language) })}</p>
      <p className="lead">{t('privacy.intro')}</p>

      <nav aria-labelledby="contents-heading" className="card card-body bg-white mb-4" id="contents">
        <h2 id="contents-heading" className="h5">
          {t('privacy.contents')}
        </h2>
        <ol className="mb-0">
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(`privacy.sections.${id}.title`)}</a>
            </li>
          ))}
        </ol>
      </nav>

      {SECTIONS.map((id, i) => {
        const body = t(`privacy.sections.${id}.body`, { returnObjects: true, ...vars }) as Block[];
        return (
          <section key={id} id={id} aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`} className="h4">
              {i + 1}. {t(`privacy.sections.${id}.title`)}
            </h2>
            {body.map((block, b) =>
              Array.isArray(block) ? (
                <ul key={b}>
                  {block.map((item, n) => (
                    <li key={n}>{item}</li>
                  ))}
                </ul>
              ) : (
                <p key={b}>{block}</p>
              ),
            )}
            {id === 'contact' && (
              <dl className="row">
                <dt className="col-sm-3">{t('privacy.address')}</dt>
                <dd className="col-sm-9">{address}</dd>
                <ContactRow label={t('privacy.email')} kind="mailto" value={site.email} dtClassName="col-sm-3" ddClassName="col-sm-9" />
                <ContactRow label={t('privacy.phone')} kind="tel" value={site.phone} dtClassName="col-sm-3" ddClassName="col-sm-9" />
                <dt className="col-sm-3">{t('privacy.hours')}</dt>
                <dd className="col-sm-9">{officeHours}</dd>
              </dl>
            )}
            <p className="small">
              <a href="#contents">{t('privacy.backToContents')}</a>
            </p>
          </section>
        );
      })}
    </article>
  );
}
