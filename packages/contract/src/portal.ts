import type { ListQuery, ResourceItem, Role } from './schemas.ts';
import type { Bilingual } from './resource.ts';

/** The signed-in person as the web pages see them. */
export interface PortalUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  expiresAt: string;
}

export interface SiteInfo {
  councilName: Bilingual;
  stateName: Bilingual;
  address: Bilingual;
  email: string;
  phone: string;
  tollFree: string;
}

/** What the server hands the web routes' loaders and actions (React Router's load context). */
export interface PortalApi {
  list(resource: string, query?: ListQuery): Promise<{ items: ResourceItem[]; total: number }>;
  /** Throws an error with `status` and a safe `message` on failure. */
  login(email: string, password: string, ip: string): Promise<{ token: string; role: Role; expiresAt: string }>;
  logout(sessionToken: string): Promise<void>;
  site: SiteInfo;
}

export interface PortalContext {
  portal: PortalApi;
  user: PortalUser | null;
  sessionToken: string | null;
  cspNonce: string;
  ip: string;
}
