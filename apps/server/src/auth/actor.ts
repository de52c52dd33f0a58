import type { Actor } from '../audit/audit.ts';

/** The audit trail's actor for a signed-in person (a SessionUser fits) acting from an address. */
export const actorOf = (user: { id: number; email: string; role: string }, ip = ''): Actor => ({
  id: user.id,
  email: user.email,
  role: user.role,
  ip,
});
