// Fallback portal for when the web app is not built (apps/web/build/server/index.js missing): the same
// Fastify app, database, demo content and API routes as main.ts, without the React Router pages.
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';

const config = loadConfig();
const app = await buildApp(config, { web: false, bootstrap: true });
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
