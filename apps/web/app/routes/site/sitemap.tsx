import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { RSS_FEEDS, SITE_EXTRA_PAGES, SITE_MENU, feedPath, type FeedName } from '@nagar/contract';
import { pageMeta } from '../../lib/site.ts';
import type { Route } from './+types/sitemap';
import { dataKey } from '../../i18n/keys.ts';
import type { TextKey } from '../../i18n/texts.ts';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta(matches, 'sitemap.title', 'sitemap.metaDescription');

/** Each feed's list title (its heading on the page it belongs to). */
const FEED_TITLES: Record<FeedName, TextKey> = {
  latestNews: 'nav.latestNews',
  notice: 'nav.notice',
  tender: 'nav.tenders',
  pressRelease: 'nav.pressRelease',
};

/**
 * The HTML sitemap (GIGW): every public page, grouped by the main menu's sections (the contract's SITE_MENU, which
 * the header shows too), then the pages outside the menu and the RSS feeds. One address per page serves both
 * languages, so the page lists each once, in the visitor's language.
 */
export default function Sitemap() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  const single = SITE_MENU.filter((m) => !m.items);
  return (
    <article className="sitemap-page">
      <h1 className="h2">{t('sitemap.title')}</h1>
      <p>{t('sitemap.intro')}</p>
      <div className="row g-4">
        {SITE_MENU.filter((m) => m.items).map((menu) => (
          <PageLinks key={menu.label} title={t(dataKey(menu.label))} pages={menu.items!} />
        ))}
        <PageLinks title={t('sitemap.other')} pages={[...single, ...SITE_EXTRA_PAGES.filter((p) => p.to !== '/sitemap')]} />
        <Column title={t('sitemap.feedsHeading')}>
          {(Object.keys(RSS_FEEDS) as FeedName[]).map((feed) => (
            <li key={feed}>
              <a href={feedPath(feed, lang)} type="application/rss+xml">
                {t(FEED_TITLES[feed])} ({t('feeds.link')})
              </a>
            </li>
          ))}
        </Column>
      </div>
    </article>
  );
}

/** One column of the sitemap: its heading and its list. */
function Column(props: { title: string; children: ReactNode }) {
  return (
    <section className="col-12 col-md-6 col-lg-4">
      <h2 className="h5">{props.title}</h2>
      <ul>{props.children}</ul>
    </section>
  );
}

/** A column of pages, each a link named by its menu label. */
function PageLinks(props: { title: string; pages: ReadonlyArray<{ to?: string; label: string }> }) {
  const { t } = useTranslation();
  return (
    <Column title={props.title}>
      {props.pages.map((item) => (
        <li key={item.to}>
          <Link to={item.to!}>{t(dataKey(item.label))}</Link>
        </li>
      ))}
    </Column>
  );
}
