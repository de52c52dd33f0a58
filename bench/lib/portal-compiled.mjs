// The full portal as production runs it (`npm run serve`: the compiled JavaScript of apps/server/dist, no tsx, the
// packages' `nagar-compiled` condition), except that the pages and assets come from BENCH_WEB_BUILD_DIR, the
// bench's private copy of apps/web/build (see portal-snapshot.ts for why). Plain JavaScript: it runs without tsx.
import { loadConfig } from '../../apps/server/dist/config.js';
import { startPortal } from '../../apps/server/dist/start/start.js';

const webBuildDir = process.env.BENCH_WEB_BUILD_DIR;
if (!webBuildDir) throw new Error('BENCH_WEB_BUILD_DIR is not set');
const config = { ...loadConfig(), webBuildDir };
const { app } = await startPortal(config, { web: true });
let closing = false;
const shutdown = async () => {
  if (closing) return;
  closing = true;
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
await app.listen({ port: config.port, host: config.host });
