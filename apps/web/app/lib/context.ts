import type { PortalContext } from '@nagar/contract';

/** The server's services and the request's session, as handed to loaders and actions. */
export const portalContext = (args: { context: unknown }): PortalContext => args.context as PortalContext;
