import { createContext, useContext, useEffect, useMemo, useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useMatches,
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router';
import { useTranslation } from './i18n/use-translation.ts';
import siteCss from './styles/site.css?url';
import { createI18n, langFromRequest, type Lang } from './i18n/index.ts';
import { catalogueAsset } from './i18n/catalogues.server.ts';
import { pageMeta } from './lib/site.ts';
import { displayFromCookie, type Display } from '@nagar/contract';
import type { Route } from './+types/root';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: siteCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context;
  const lang = langFromRequest(args.request);
  const user = ctx.user ? { name: ctx.user.name, role: ctx.user.role, expiresAt: ctx.user.expiresAt } : null;
  const display = displayFromCookie(args.request.headers.get('cookie'));
  const [site, siteUpdated] = await Promise.all([ctx.portal.site(), ctx.portal.siteUpdated()]);
  return {
    lang,
    display,
    site,
    siteUpdated,
    user,
    nonce: ctx.cspNonce,
    catalogue: catalogueAsset(lang).href,
    islands: ctx.islandScript,
  };
}

export type RootData = Awaited<ReturnType<typeof loader>>;
export const useRootData = () => useRouteLoaderData<RootData>('root');

/**
 * The text size and contrast in force, and a way to change them in place (the header's controls with
 * JavaScript; without it they are links to /display, which sets the cookies and comes back).
 */
const DisplayContext = createContext<{ display: Display; setDisplay: (d: Display) => void }>({
  display: { size: 'md', contrast: 'normal' },
  setDisplay: () => {},
});
export const useDisplay = () => useContext(DisplayContext);

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const lang: Lang = data?.lang ?? 'en';
  const i18n = useMemo(() => createI18n(lang), [lang]);
  // The nonce is only on the server's copy of the markup; browsers hide it from scripts (and React).
  const nonce = data?.nonce || undefined;
  // Kept here, not only in the root's data: that is loaded once, and a choice made in place must outlive navigation.
  const loaded = data?.display;
  const [display, setDisplay] = useState<Display>(loaded ?? { size: 'md', contrast: 'normal' });
  useEffect(() => {
    if (loaded) setDisplay(loaded);
  }, [loaded?.size, loaded?.contrast]); // eslint-disable-line react-hooks/exhaustive-deps
  const displayValue = useMemo(() => ({ display, setDisplay }), [display]);
  const hydrate = hydrates(useMatches(), !!data?.user);
  return (
    <html lang={lang} data-text-size={display.size} data-contrast={display.contrast} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d6e" />
        {/* Marks the page as scripted before it paints, so that menus start collapsed only when they can open. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        <Meta />
        <Links />
        {/* The page's language catalogue, fetched by entry.client.tsx before it hydrates: start it now. */}
        {data && hydrate && <link rel="preload" href={data.catalogue} as="fetch" crossOrigin="anonymous" id="catalogue" />}
      </head>
      <body>
        <I18nextProvider i18n={i18n}>
          <DisplayContext.Provider value={displayValue}>{children}</DisplayContext.Provider>
        </I18nextProvider>
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : (
          data?.islands && <script type="module" src={data.islands} nonce={nonce} />
        )}
      </body>
    </html>
  );
}

/** Whether the page is a React app in the browser: signed-in people's pages and those whose route says so. */
export function hydrates(matches: ReadonlyArray<{ handle?: unknown }>, signedIn: boolean): boolean {
  return signedIn || matches.some((m) => (m.handle as { hydrate?: boolean } | undefined)?.hydrate === true);
}

export default function App() {
  return <Outlet />;
}

const notFound = (error: unknown) => isRouteErrorResponse(error) && error.status === 404;

/** Only an error that no page caught itself gets here: its own title (the pages' meta say the rest). */
export const meta: Route.MetaFunction = ({ error, matches }) =>
  error ? pageMeta(matches, notFound(error) ? 'notFound.title' : 'common.errorTitle') : [];

export function ErrorBoundary() {
  const { t } = useTranslation();
  const missing = notFound(useRouteError());
  return (
    <main className="container py-5" id="main">
      <h1>{t(missing ? 'notFound.title' : 'common.errorTitle')}</h1>
      <p>{t(missing ? 'notFound.text' : 'common.errorText')}</p>
      <p>
        <a href="/">{t('notFound.goHome')}</a>
      </p>
    </main>
  );
}
