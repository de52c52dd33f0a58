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
  const app = await buildApp(config, options);
  for (const warning of startWarnings(config)) app.log.warn(warning);
  try {
    return { app, demoAdmin: await ensureFirstAdmin(app.services, app.log) };
  } catch (err) {
    await app.close();
    throw err;
  }
}
