import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';

/** A master list the complaint form reads, by its admin API name. */
export type FormListApi = 'district' | 'ward' | 'grievance-type';

/** An item of a list: its name, or the whole body (e.g. with its Hindi name, a type's resolution days). */
export type FormListItem = string | ({ name: string } & Record<string, unknown>);

/**
 * Creates the complaint form's lists through the admin API, as staff do (district, wards, grievance types, in that order),
 * checking that each answers 201; returns each item's id by its name.
 */
export async function createFormLists(
  app: FastifyInstance,
  headers: Record<string, string>,
  lists: Partial<Record<FormListApi, readonly FormListItem[]>>,
): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const api of ['district', 'ward', 'grievance-type'] as const) {
    for (const item of lists[api] ?? []) {
      const payload = typeof item === 'string' ? { name: item } : item;
      const res = await app.inject({ method: 'POST', url: `/api/Admin/${api}`, headers, payload });
      expect(res.statusCode, `${api} ${payload.name}: ${res.body}`).toBe(201);
      ids[payload.name] = (res.json() as { id: number }).id;
    }
  }
  return ids;
}
