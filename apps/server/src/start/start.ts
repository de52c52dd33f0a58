import v8 from 'node:v8';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app.ts';
import type { Config } from '../config.ts';
import { ensureFirstAdmin, type DemoAdmin } from './bootstrap.ts';
import { startWarnings } from './warnings.ts';

/**
 * The start path (main.ts, and the browser tests and the bench that run the portal as main.ts does): the app
 * as buildApp wires it, then on a first start the first admin and the demo content (`@nagar/demo`), which
 * the server's runtime never imports. The demo admin's sign-in is returned when this start created it.
 */
export async function startPortal(
  config: Config,
  options: BuildOptions = {},
): Promise<{ app: FastifyInstance; demoAdmin: DemoAdmin | null }> {
  // The embedded database is PostgreSQL compiled to WebAssembly. By default V8 compiles all of it with its baseline
  // compiler and then the hot functions again with its optimising one, keeping both; compiled once by the optimising
  // compiler the portal holds ~55 MB less for its whole life (ready 265 against 318 MB; 2026-12-06) and its queries
  // cost no more CPU (4,000 queries: 2.7–3.1 against 3.3–3.6 s), for ~2 s more CPU at start. Flags are the
  // process's; production only (the tests start hundreds of databases), before buildApp opens the database.
  if (config.mode === 'production' && !config.databaseUrl) v8.setFlagsFromString('--no-liftoff');
  const app = await buildApp(config, options);
  for (const warning of startWarnings(config)) app.log.warn(warning);
  try {
    return { app, demoAdmin: await ensureFirstAdmin(app.services, app.log) };
  } catch (err) {
    await app.close();
    throw err;
  }
}
