import type { Config } from '../../apps/server/src/config.ts';
import type { startPortal } from '../../apps/server/src/start/start.ts';

/** Builds the portal with `startPortal` (as main.ts does), listens, and closes it on SIGTERM/SIGINT. */
export function servePortal(start: typeof startPortal, config: Config, web: boolean): Promise<void>;
