import { useTranslation } from '../../i18n/use-translation.ts';
import { feedPath, type FeedName } from '@nagar/contract';
import { metaT, rootLang } from '../../lib/site.ts';
import type { TextKey } from '../../i18n/texts.ts';

type Matches = ReadonlyArray<{ id: string; data?: unknown } | undefined>;

/**
 * The head's `<link rel="alternate" type="application/rss+xml">` of a list with a feed, in the page's language
 * first, then the other (for a route module's meta function; React Router renders `tagName: 'link'` entries). Each
 * names its language in its title, not in `hreflang`: search engines read a head link's hreflang as a translation
 * of the page at a full address (Lighthouse's SEO audit failed /notice on the feeds' relative ones).
 */
export function feedMeta(matches: Matches, feed: FeedName, listTitleKey: TextKey) {
  const lang = rootLang(matches);
  const t = metaT(matches);
  const list = t(listTitleKey);
  return (lang === 'hi' ? (['hi', 'en'] as const) : (['en', 'hi'] as const)).map((l) => ({
    tagName: 'link',
    rel: 'alternate',
    type: 'application/rss+xml',
    href: feedPath(feed, l),
    title: t(l === 'hi' ? 'feeds.titleHi' : 'feeds.title', { list }),
  }));
}

/** The visible link to a list's feed, in the page's language. */
export function FeedLink({ feed }: { feed: FeedName }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'hi' ? 'hi' : 'en';
  return (
    <p className="small mb-2">
      <a href={feedPath(feed, lang)} type="application/rss+xml" className="feed-link">
        {t('feeds.link')}
      </a>
    </p>
  );
}
