// First: the production builds of React and React Router unless NODE_ENV says otherwise (production-env.ts).
import './start/production-env.ts';
import { ConfigError, loadConfig } from './config.ts';
import { DataDirLockedError } from './db/lock.ts';
import { startupBanner } from './start/bootstrap.ts';
import { startPortal } from './start/start.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  let app, demoAdmin;
  try {
    ({ app, demoAdmin } = await startPortal(config));
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(err.message);
      process.exit(3);
    }
    throw err;
  }
  // The embedded database's thread ended (it runs PostgreSQL compiled to WebAssembly): nothing can be served any
  // more. Stop with an error, so the supervisor (systemd's Restart=on-failure, docs/deploy.md) starts the portal again.
  app.services.database.onLost((err) => {
    app.log.fatal({ err }, 'the database stopped: exiting so the supervisor starts the portal again');
    process.exit(1);
  });
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => process.exit(1), 25_000);
    force.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  const address = (await app.listen({ port: config.port, host: config.host })).replace('0.0.0.0', 'localhost');
  process.stdout.write(startupBanner(address, app.services.database.kind, demoAdmin, app.services.config.admin2fa));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
