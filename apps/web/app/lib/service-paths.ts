// The service pages' addresses are the contract's (the site search on the server links to them too).
export { MENU_SERVICE_PATHS, servicePath } from '@nagar/contract';

/** A service's slug from the path of its page: /rti → rti, /services/water-connection → water-connection. */
export const slugOfPath = (pathname: string) => pathname.replace(/^\/+|\/+$/g, '').replace(/^services\//, '');
