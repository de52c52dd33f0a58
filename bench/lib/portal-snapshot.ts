// The full portal as apps/server/src/main.ts builds it (startPortal: the web pages, the first admin, demo content),
// except that the pages and assets come from BENCH_WEB_BUILD_DIR, a private copy of apps/web/build that the
// bench made. In a shared work tree another `npm run build` may replace the hashed assets while the bench runs;
// main.ts would then keep rendering pages whose scripts answer 404, and the page-weight and Lighthouse
// figures would be wrong (seen here: a first visit "lost" 80 KB of JS that way).
import { loadConfig } from '../../apps/server/src/config.ts';
import { startPortal } from '../../apps/server/src/start/start.ts';
import { servePortal } from './serve-portal.mjs';

const webBuildDir = process.env.BENCH_WEB_BUILD_DIR;
if (!webBuildDir) throw new Error('BENCH_WEB_BUILD_DIR is not set');
await servePortal(startPortal, { ...loadConfig(), webBuildDir }, true);
