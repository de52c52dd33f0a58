import type { FastifyRequest } from 'fastify';
import { anyOf } from '../db/any-of.ts';
import type { Db, Tx } from '../db/client.ts';
import { files } from '../db/schema.ts';
import type { Actor, AuditFile } from './audit.ts';

/** The signed-in person behind an API request, with the client's address: the actor of the writes it makes. */
export function requestActor(request: FastifyRequest): Actor | undefined {
  const user = request.user;
  return user ? { id: user.id, email: user.email, role: user.role, ip: request.ip } : undefined;
}

/**
 * Stored files as the audit trail names them, by id: name and size, never the id or the bytes. Read inside
 * the change's transaction, before the change replaces or renames them.
 */
export async function auditFiles(db: Db | Tx, ids: Array<string | null | undefined>): Promise<Map<string, AuditFile>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db.select({ id: files.id, name: files.name, size: files.size }).from(files).where(anyOf(files.id, wanted));
  return new Map(rows.map((r) => [r.id, { name: r.name, size: r.size }]));
}
