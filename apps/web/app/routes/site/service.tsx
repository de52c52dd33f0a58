import { Link, data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import servicesCss from '../../styles/services.css?url';
import type { ResourceItem } from '@nagar/contract';
import { portalContext } from '../../lib/context.ts';
import { metaT, pageMeta, pageTitle, rootLang } from '../../lib/site.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { services as texts } from '../../i18n/pages/services.ts';
import { slugOfPath } from '../../lib/service-paths.ts';
import { Text, itemText, useItemText, type ItemText } from '../../lib/item-text.tsx';
import { formatDate, formatSize } from '../../lib/format.ts';
import { localFileUrl } from '../../components/site/document-link.tsx';
import { useLeavingHref } from '../../lib/external.ts';
import { textOf } from '@nagar/contract';
import { HeadedSection } from '../../components/headed-section.tsx';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: servicesCss }];

/** One service's page, at its menu path (/rti) or under /services/<slug>. */
export async function loader(args: LoaderFunctionArgs) {
  const slug = slugOfPath(new URL(args.request.url).pathname);
  const { items } = await portalContext(args).portal.list('service');
  const item = items.find((s) => s.slug === slug);
  if (!item) throw data(null, { status: 404 });
  return { item };
}

export const meta: MetaFunction<typeof loader> = ({ data: d, matches }) => {
  const base = pageMeta(matches, 'services.title', 'services.metaDescription', { services: texts });
  return d?.item ? serviceItemMeta(matches, d.item) : base;
};

/** A service page's title ("<service> – Services") and description (its summary), in the page's language. */
export function serviceItemMeta(matches: Parameters<typeof rootLang>[0], item: ResourceItem) {
  const pick = (key: string) => itemText(item, key, rootLang(matches)).text;
  return [
    { title: pageTitle(matches, `${pick('title')} – ${metaT(matches)('services.title')}`) },
    { name: 'description', content: pick('summary') },
  ];
}

/** A text kept with line breaks (documents listed one a line). */
function Para({ value }: { value: ItemText }) {
  return (
    <p lang={value.lang} className="pre-line">
      {value.text}
    </p>
  );
}

export default function Service({ loaderData }: { loaderData: { item: ResourceItem } }) {
  return <ServiceArticle item={loaderData.item} />;
}

/**
 * A page that is one service's own part (the property tax look-up, how to pay it): inside the service page an editor
 * wrote when there is one, else alone under `title`; `part(alone)` draws it for either place.
 */
export function ServicePart(props: { item: ResourceItem | null; title: string; part: (alone: boolean) => React.ReactNode }) {
  if (props.item) return <ServiceArticle item={props.item}>{props.part(false)}</ServiceArticle>;
  return (
    <article className="service-page">
      <h1 className="h2">{props.title}</h1>
      {props.part(true)}
    </article>
  );
}

/**
 * A service's page: its title, summary and link, then `children` (a page's own part: the property tax look-up), then
 * where and when, the sections, the form and the review date.
 */
export function ServiceArticle({ item: s, children }: { item: ResourceItem; children?: React.ReactNode }) {
  usePageTexts({ services: texts });
  const { t, i18n } = useTranslation();
  const text = useItemText();
  const leave = useLeavingHref();
  const sections = (['eligibility', 'documents', 'fee', 'timeLimit'] as const)
    .map((key) => ({ key, value: text(s, key) }))
    .filter((x) => x.value.text);
  const link = textOf(s.onlineLink ?? '');
  const internal = link.startsWith('/');
  const phone = textOf(s.phone ?? '');
  const form = s.fileInfo?.formPath;
  return (
    <article className="service-page">
      <p className="small mb-2">
        <Link to="/services">{t('services.allServices')}</Link>
      </p>
      <h1 className="h2">
        <Text value={text(s, 'title')} />
      </h1>
      <Para value={text(s, 'summary')} />
      {link && (
        <p>
          {internal ? (
            <Link to={link} className="btn btn-primary">
              {t('services.applyHere')}
            </Link>
          ) : (
            <a href={leave(link)} className="btn btn-primary" rel="noopener noreferrer">
              {t('services.applyExternal')}
            </a>
          )}
        </p>
      )}
      {children}
      <HeadedSection id="where-when" className="card mb-4" box="card-body" headingClass="h5 card-title" title={t('services.whereWhen')}>
        <dl className="row mb-0">
          <dt className="col-sm-3">{t('services.office')}</dt>
          <dd className="col-sm-9">
            <Text value={text(s, 'office')} />
          </dd>
          <dt className="col-sm-3">{t('services.hours')}</dt>
          <dd className="col-sm-9">
            <Text value={text(s, 'hours')} />
          </dd>
          <dt className="col-sm-3">{t('services.phone')}</dt>
          <dd className="col-sm-9 mb-0">
            <a href={`tel:${phone.replace(/[\s-]/g, '')}`} className="d-inline-block py-1" aria-label={t('services.call', { phone })}>
              {phone}
            </a>
          </dd>
        </dl>
      </HeadedSection>
      {sections.map(({ key, value }) => (
        <section key={key} aria-labelledby={`svc-${key}`}>
          <h2 id={`svc-${key}`} className="h5">
            {t(`services.${key}`)}
          </h2>
          <Para value={value} />
        </section>
      ))}
      {form && (
        <section aria-labelledby="svc-form">
          <h2 id="svc-form" className="h5">
            {t('services.form')}
          </h2>
          <p>
            <a href={localFileUrl(form, text(s, 'title'), i18n.language === 'hi' ? 'hi' : 'en')} download>
              {t('services.downloadForm', { size: formatSize(form.size) })}
            </a>
          </p>
        </section>
      )}
      {s.reviewedDate ? (
        <p className="small text-body-secondary mt-4">
          {t('services.reviewed', { date: formatDate(s.reviewedDate, 'day', i18n.language) })}
        </p>
      ) : null}
    </article>
  );
}

export function ErrorBoundary() {
  usePageTexts({ services: texts });
  const { t } = useTranslation();
  return (
    <>
      <h1 className="h2">{t('services.title')}</h1>
      <p role="alert">{t('services.notFound')}</p>
      <Link to="/services">{t('services.allServices')}</Link>
    </>
  );
}
