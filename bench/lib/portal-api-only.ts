// Fallback portal for when the web app is not built (apps/web/build/server/index.js missing): the same
// Fastify app, database, demo content and API routes as main.ts, without the React Router pages.
import { loadConfig } from '../../apps/server/src/config.ts';
import { startPortal } from '../../apps/server/src/start/start.ts';
import { servePortal } from './serve-portal.mjs';

await servePortal(startPortal, loadConfig(), false);
