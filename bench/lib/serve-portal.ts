import type { Config } from '../../apps/server/src/config.ts';
import { startPortal } from '../../apps/server/src/start/start.ts';

/** Builds the portal as main.ts does (bootstrap and demo content), listens, and closes it on SIGTERM/SIGINT. */
export async function servePortal(config: Config, web: boolean): Promise<void> {
  const { app } = await startPortal(config, { web });
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
}
