import { useMemo } from 'react';
import { I18nextProvider } from 'react-i18next';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  useRouteLoaderData,
  type LinksFunction,
} from 'react-router';
import { useTranslation } from 'react-i18next';
import bootstrapCss from 'bootstrap/dist/css/bootstrap.min.css?url';
import siteCss from './styles/site.css?url';
import { createI18n, langFromRequest, type Lang } from './i18n/index.ts';
import { catalogueAsset } from './i18n/catalogues.server.ts';
import { pageMeta } from './lib/site.ts';
import type { Route } from './+types/root';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: bootstrapCss },
  { rel: 'stylesheet', href: siteCss },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
];

export async function loader(args: Route.LoaderArgs) {
  const ctx = args.context;
  const lang = langFromRequest(args.request);
  const user = ctx.user ? { name: ctx.user.name, role: ctx.user.role, expiresAt: ctx.user.expiresAt } : null;
  return { lang, site: await ctx.portal.site(), user, nonce: ctx.cspNonce, catalogue: catalogueAsset(lang).href };
}

export type RootData = Awaited<ReturnType<typeof loader>>;
export const useRootData = () => useRouteLoaderData<RootData>('root');

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRootData();
  const lang: Lang = data?.lang ?? 'en';
  const i18n = useMemo(() => createI18n(lang), [lang]);
  // The nonce is only on the server's copy of the markup; browsers hide it from scripts (and React).
  const nonce = data?.nonce || undefined;
  return (
    <html lang={lang} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b3d6e" />
        {/* Marks the page as scripted before it paints, so that menus start collapsed only when they can open. */}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }} />
        <Meta />
        <Links />
        {/* The page's language catalogue, fetched by entry.client.tsx before it hydrates: start it now. */}
        {data && <link rel="preload" href={data.catalogue} as="fetch" crossOrigin="anonymous" id="catalogue" />}
      </head>
      <body>
        <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
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
