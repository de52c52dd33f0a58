import type { AppLoadContext } from 'react-router';
import type { PortalContext } from '@nagar/contract';

/**
 * The load context every loader and action receives (`context` in Route.LoaderArgs / Route.ActionArgs): what
 * the server's web plugin (apps/server/src/web/plugin.ts) passes to React Router's request handler, the
 * services, the request's session, address, CSP nonce and logger.
 */
declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends PortalContext {}
}

/** The load context of a loader's or action's arguments (typed: no cast). */
export const portalContext = (args: { context: AppLoadContext }): AppLoadContext => args.context;
