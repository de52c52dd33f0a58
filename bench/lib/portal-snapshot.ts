// The full portal as apps/server/src/main.ts builds it (buildApp with the web pages, bootstrap, demo content),
// except that the pages and assets come from BENCH_WEB_BUILD_DIR, a private copy of apps/web/build that the
// bench made. In a shared work tree another `npm run build` may replace the hashed assets while the bench runs;
// main.ts would then keep rendering pages whose scripts answer 404, and the page-weight and Lighthouse
// figures would be wrong (seen here: a first visit "lost" 80 KB of JS that way).
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

const webBuildDir = process.env.BENCH_WEB_BUILD_DIR;
if (!webBuildDir) throw new Error('BENCH_WEB_BUILD_DIR is not set');
const config = { ...loadConfig(), webBuildDir };
const app = await buildApp(config, { web: true, bootstrap: true });
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
