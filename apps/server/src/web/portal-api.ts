import { demoSite, type PortalApi } from '@nagar/contract';
import type { Services } from '../services.ts';

/** The services as the web routes see them (a narrow surface, defined in the contract). */
export function portalApi(services: Services): PortalApi {
  return {
    async list(resource, query = {}) {
      const page = await services.resource(resource).listPublicJson(query);
      return { items: page.items, total: page.total };
    },
    login: (email, password, ip) => services.accounts.login(email, password, ip),
    async logout(token) {
      const user = await services.accounts.authenticate(token);
      if (user) await services.accounts.logout(user.sessionId);
    },
    site: demoSite,
  };
}
