import { reactRouter } from '@react-router/dev/vite';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { bootstrapSubset } from './vite/css-subset.ts';

const here = fileURLToPath(new URL('.', import.meta.url));

/**
 * What every public page loads before its own module, in one chunk: React, the router, i18next, and the
 * small shared modules of the site. Left to itself the bundler makes a dozen chunks of a few hundred bytes
 * each, and each is a request with ~330 bytes of headers; one chunk also compresses better (measured:
 * 114.2 KB for the home page's scripts as one shell, 114.9 KB with the libraries apart, 117.3 KB with
 * the bundler's own split; target 115). The site's header, footer, ticker and the home page's blocks are on
 * every first visit too, so they are in it (2026-11-26: 120.1 KB in 11 requests without them, 116.2 KB in 6
 * with them and the header's texts in the catalogue). The client entry, the root route, the site layout and
 * the bundler's runtime are on every page as well: in the shell they cost no request of their own (their
 * route modules stay as facades of ~100 bytes that the router asks for; the chunk is named after the entry).
 * Measured: 116.4 KB in 6 requests before, 114.5 KB in 4 after. The price: a release that changes one of
 * these modules makes returning visitors fetch the whole shell again. Nothing of the back office may match.
 */
const shell = [
  /\/node_modules\/(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)\//,
  /\/app\/i18n\/index\.ts$/,
  /\/app\/(root|entry\.client)\.tsx$/,
  /\/app\/routes\/site\/layout\.tsx$/,
  /rolldown[:/]runtime/,
  /\/app\/lib\/(context|site|page-texts|pie)\.ts$/,
  /\/app\/components\/(status-pie|status-badge|site\/emblem|site\/picture|site\/header|site\/footer|site\/ticker|site\/home-tasks|site\/play-toggle|site\/about-block|site\/official-cards|site\/plain-text)\.tsx$/,
  /\/app\/lib\/item-text\.tsx$/,
  /\/packages\/contract\/src\/(limits|resource|complaints|base)\.ts$/,
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter(), bootstrapSubset(here, ['app', '../../packages/contract/src'])],
  build: {
    target: 'es2020',
    cssCodeSplit: true,
    // SOURCEMAP=1 npm run build: source maps next to the chunks, to see what makes them up.
    sourcemap: !!process.env.SOURCEMAP,
    // The browser's chunks only: the server build imports its modules as they are.
    rolldownOptions: isSsrBuild
      ? {}
      : { output: { codeSplitting: { groups: [{ name: 'shell', test: (id: string) => shell.some((re) => re.test(id)) }] } } },
  },
  // The contract package is TypeScript source shared with the server.
  ssr: { noExternal: ['@nagar/contract'] },
}));
