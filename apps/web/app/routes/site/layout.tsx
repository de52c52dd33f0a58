import { Outlet, useNavigation } from 'react-router';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Header } from '../../components/site/header.tsx';
import { Footer } from '../../components/site/footer.tsx';
import { Ticker } from '../../components/site/ticker.tsx';
import { Breadcrumbs } from '../../components/site/breadcrumbs.tsx';
import type { Route } from './+types/layout';
import { textOf } from '@nagar/contract';
import type { Headline } from '../../components/site/ticker.tsx';
import { dataKey } from '../../i18n/keys.ts';

/** The ticker's headlines: the latest news titles (a failure only hides the ticker; it goes to the request's log). */
export async function loader(args: Route.LoaderArgs) {
  try {
    const { items } = await args.context.portal.list('latestNews', { page: 1, pageSize: 8 });
    return { headlines: items.map((i) => ({ id: i.id, title: textOf(i.title), titleHi: textOf(i.titleHi) })) };
  } catch (err) {
    args.context.log.error({ err }, 'the ticker could not read the latest news');
    return { headlines: [] };
  }
}

/** While a client-side navigation loads a list page, its own loading text shows ('Loading notice data...'). */
function PendingText() {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  // The catalogue's pending.<path>: a list page's own loading text, by the page's path.
  const key = `pending.${navigation.location.pathname.replace(/^\//, '')}`;
  return (
    <p className="container pending-text" role="status">
      {i18n.exists(key) ? t(dataKey(key)) : t('common.loading')}
    </p>
  );
}

export default function SiteLayout({ loaderData }: { loaderData: { headlines: Headline[] } }) {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Header />
      <Ticker headlines={loaderData.headlines} />
      <PendingText />
      <main id="main" tabIndex={-1} className="container py-4">
        <Breadcrumbs />
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
