import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/**
 * What every public page loads besides React and the router: i18next and the small shared modules. Left
 * to itself the bundler gives each of them a chunk of a few hundred bytes, and each chunk is a request
 * with ~300 bytes of headers; together they are one. Nothing of the back office may match.
 */
const shell = [
  /node_modules\/(i18next|react-i18next|use-sync-external-store)\//,
  /\/app\/i18n\/index\.ts$/,
  /\/app\/lib\/(context|site|page-texts|pie)\.ts$/,
  /\/app\/components\/(StatusPie|StatusBadge|site\/Emblem|site\/Picture)\.tsx$/,
  /\/packages\/contract\/src\/(limits|resource|complaints|index)\.ts$/,
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: {
    target: 'es2020',
    cssCodeSplit: true,
    sourcemap: !!process.env.SOURCEMAP,
    // The browser's chunks only: the server build imports modules from disk as they are.
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: [{ name: 'shell', test: (id: string) => shell.some((re) => re.test(id)) }] } } },
  },
  // The contract package is TypeScript source shared with the server.
  ssr: { noExternal: ['@nagar/contract'] },
}));
