// The full portal as production runs it (`npm run serve`: the compiled JavaScript of apps/server/dist, no tsx, the
// packages' `nagar-compiled` condition), except that the pages and assets come from BENCH_WEB_BUILD_DIR, the
// bench's private copy of apps/web/build (see portal-snapshot.ts for why). Plain JavaScript: it runs without tsx.
import { loadConfig } from '../../apps/server/dist/config.js';
import { startPortal } from '../../apps/server/dist/start/start.js';
import { servePortal } from './serve-portal.mjs';

const webBuildDir = process.env.BENCH_WEB_BUILD_DIR;
if (!webBuildDir) throw new Error('BENCH_WEB_BUILD_DIR is not set');
await servePortal(startPortal, { ...loadConfig(), webBuildDir }, true);
