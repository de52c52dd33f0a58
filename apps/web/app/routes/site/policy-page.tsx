import { data, type LinksFunction } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { isPolicySlug } from '@nagar/contract';
import { policyTexts } from '../../i18n/pages/policy.ts';
import { usePageTexts } from '../../lib/page-texts.ts';
import { formatDate } from '../../lib/format.ts';
import { metaT, pageTitle, rootCouncil, rootLang } from '../../lib/site.ts';
import policyCss from '../../styles/policy.css?url';
import type { Route } from './+types/policy-page';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: policyCss }];

/**
 * /hyperlinking-policy, /copyright-policy, /terms, /disclaimer, /accessibility, /help, /screen-reader-access: a
 * policy page as an admin wrote it (Admin › Policy pages) or its default text, the settings put in by the server.
 * The body is HTML the server sanitised when it was saved (policy/sanitize.ts): it is shown as it is.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.replace(/^\/+|\/+$/g, '').toLowerCase();
  const page = isPolicySlug(slug) ? await context.portal.policyPage(slug) : null;
  if (!page) throw data(null, { status: 404 });
  return { page };
}

export const meta: Route.MetaFunction = ({ data: d, matches }) => {
  if (!d?.page) return [];
  const lang = rootLang(matches);
  const title = lang === 'hi' ? d.page.titleHi || d.page.title : d.page.title;
  const council = rootCouncil(matches);
  // The description's words come from the page's own texts, which the meta function's catalogue may not hold yet.
  const t = metaT(matches);
  const description = t('policy.metaDescription', { title, council, defaultValue: `${title} – ${council}` });
  return [{ title: pageTitle(matches, title) }, { name: 'description', content: description }];
};

export default function PolicyPage({ loaderData }: Route.ComponentProps) {
  usePageTexts({ policy: policyTexts });
  const { t, i18n } = useTranslation();
  const { page } = loaderData;
  const hi = i18n.language === 'hi';
  const title = hi ? page.titleHi || page.title : page.title;
  // A page with no Hindi text yet shows the English one, marked as English.
  const fallback = hi && !page.bodyHi.trim();
  const body = hi && !fallback ? page.bodyHi : page.body;
  return (
    <article className="policy-page">
      <h1 className="h2">{title}</h1>
      <p className="text-body-secondary">{t('policy.lastReviewed', { date: formatDate(page.updatedAt, 'd MMMM yyyy', i18n.language) })}</p>
      {fallback && <p className="alert alert-info">{t('policy.notInHindi')}</p>}
      <div className="policy-body" lang={fallback ? 'en' : undefined} dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}
