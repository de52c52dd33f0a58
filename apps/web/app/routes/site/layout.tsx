import { Outlet, useNavigation, type LoaderFunctionArgs } from 'react-router';
import { useTranslation } from 'react-i18next';
import { resources } from '@nagar/contract';
import { Header } from '../../components/site/Header.tsx';
import { Footer } from '../../components/site/Footer.tsx';
import { Ticker } from '../../components/site/Ticker.tsx';
import { portalContext } from '../../lib/context.ts';

/** The ticker's headlines: the latest news titles (a failure only hides the ticker). */
export async function loader(args: LoaderFunctionArgs) {
  try {
    const { items } = await portalContext(args).portal.list('latestNews', { page: 1, pageSize: 8 });
    return { headlines: items.map((i) => ({ id: i.id, title: String(i.title) })) };
  } catch (err) {
    console.error(err);
    return { headlines: [] };
  }
}

/** While a client-side navigation loads a list page, its own loading text shows ('Loading notice data...'). */
function PendingText() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return null;
  const path = navigation.location.pathname.replace(/^\//, '');
  const def = resources.find((r) => r.publicPath === path && r.texts.publicLoading);
  return (
    <p className="container pending-text" role="status">
      {def ? t(`res.${def.name}.publicLoading`) : t('common.loading')}
    </p>
  );
}

export default function SiteLayout({ loaderData }: { loaderData: { headlines: Array<{ id: number; title: string }> } }) {
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
        <Outlet />
      </main>
      <Footer />
    </>
  );
}
