import { eq, getTableColumns } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COMPLAINT_FIELDS,
  COMPLAINT_PAGE_FIELDS,
  COMPLAINT_SHORT_MAX,
  complaintFieldsOf,
  type ComplaintField,
  type ComplaintOptions,
} from '@nagar/contract';
import { complaints, districts, grievanceTypes, wards } from '../db/schema.ts';
import { createTestApp, loginAs, multipart, type TestApp } from '../test/app.ts';

/**
 * Issue 30: the complaint is one definition (the contract's COMPLAINT_FIELDS). Every field of it is reachable through
 * each way in — the API document's JSON and multipart bodies, the multipart rules of the API and of the citizen's
 * page — and every field the table keeps lands in its column. The lists below come from the definition, so a field
 * added to it and forgotten by any of these fails here.
 */

const FIELDS: readonly ComplaintField[] = COMPLAINT_FIELDS;
let t: TestApp;
let staff: { authorization: string };
let options: ComplaintOptions;
let ipSerial = 0;

beforeAll(async () => {
  t = await createTestApp();
  staff = { authorization: (await loginAs(t.app, 'admin')).authorization };
  const { db } = t.app.services;
  await db.insert(districts).values({ name: 'Sundarpur' });
  await db.insert(wards).values({ name: 'Ward 30 – Definition Lane' });
  await db.insert(grievanceTypes).values({ name: 'Street light' });
  options = (await t.app.inject({ url: '/api/Public/complaint-options' })).json() as ComplaintOptions;
});
afterAll(() => t?.close());

type Body = { content: Record<string, { schema: { properties?: Record<string, { maxLength?: number }> } }> };
async function documentedBody(path: string): Promise<Body['content']> {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, { requestBody?: Body }>>;
  };
  return doc.paths[path]!.post!.requestBody!.content;
}
const keysOf = (list: readonly ComplaintField[]) => list.map((f) => f.key).sort();

/** A valid value of each field the draft checks, distinct per field (a select: the council's first choice). */
function valueOf(f: ComplaintField): string {
  if (f.list) return options[f.list][0]!;
  if (f.kind === 'boolean') return 'on';
  if (f.kind === 'mobile') return '9000031415';
  return `${f.key} as typed`.slice(0, f.max);
}

describe(`the complaint's one definition (${process.env.TEST_DB ?? 'pglite'})`, () => {
  it('the API document offers each filer its fields as JSON, and every field in multipart, with its limit', async () => {
    for (const [path, filer] of [
      ['/api/Public/complaint', 'citizen'],
      ['/api/Admin/complaint', 'staff'],
    ] as const) {
      const content = await documentedBody(path);
      const json = content['application/json']!.schema;
      // A nullish body: the object is one of the alternatives.
      const jsonProps =
        json.properties ?? (json as { anyOf?: Array<{ properties?: object }> }).anyOf?.find((s) => s.properties)?.properties;
      expect(Object.keys(jsonProps ?? {}).sort(), path).toEqual(keysOf(complaintFieldsOf(filer)));
      const parts = content['multipart/form-data']!.schema.properties!;
      expect(Object.keys(parts).sort(), path).toEqual([...keysOf(FIELDS), 'Image1', 'Image2'].sort());
      for (const f of FIELDS) expect(parts[f.key]!.maxLength, f.key).toBeGreaterThanOrEqual(Math.max(f.max ?? 0, COMPLAINT_SHORT_MAX));
    }
    // The fields that carry no spec name say what they are.
    const json = (await documentedBody('/api/Public/complaint'))['application/json']!.schema;
    const text = JSON.stringify(json);
    for (const f of complaintFieldsOf('citizen')) if (f.description) expect(text, f.key).toContain(f.description);
  });

  it("the citizen's page reads every field of its form, by the same rules as the API", () => {
    const rules = t.app.services.complaints.pageBodyRules().filing;
    expect(COMPLAINT_PAGE_FIELDS.length).toBeGreaterThan(0);
    for (const key of COMPLAINT_PAGE_FIELDS) expect(rules.text.get(key), key).toBeDefined();
    expect([...rules.text.keys()].sort()).toEqual(keysOf(FIELDS));
  });

  it('every column the definition names is a column of the complaints table', () => {
    const columns = Object.keys(getTableColumns(complaints));
    const named = FIELDS.flatMap((f) => (f.column ? [f.column] : []));
    expect(named.length).toBeGreaterThan(0);
    for (const column of named) expect(columns, column).toContain(column);
  });

  for (const how of ['JSON', 'multipart'] as const)
    for (const filer of ['citizen', 'staff'] as const)
      it(`every field the table keeps arrives in its column (${how}, ${filer})`, async () => {
        const values: Record<string, string> = Object.fromEntries(FIELDS.filter((f) => f.draft).map((f) => [f.key, valueOf(f)]));
        // Each stored text differs from the others, so a field landing in another's column is seen.
        if (filer === 'staff') values.channel = 'counter';
        const body = how === 'JSON' ? { payload: values, headers: {} } : await multipart(values, {});
        const res = await t.app.inject({
          method: 'POST',
          url: filer === 'citizen' ? '/api/Public/complaint' : '/api/Admin/complaint',
          payload: body.payload,
          headers: { ...body.headers, ...(filer === 'staff' ? staff : {}) },
          remoteAddress: `10.30.1.${++ipSerial}`,
        });
        expect(res.statusCode, res.body).toBe(201);
        const { complaintNo, trackingToken } = res.json() as { complaintNo: string; trackingToken: string };
        const [row] = await t.app.services.db.select().from(complaints).where(eq(complaints.complaintNo, complaintNo));
        for (const f of FIELDS) if (f.column) expect(row![f.column as keyof typeof row], f.key).toBe(values[f.key]);
        // And the public answer shows each kept field but the private ones, a chosen one with its Hindi name.
        const tracked = (await t.app.inject({ url: `/api/Public/complaint/${complaintNo}?token=${trackingToken}` })).json() as Record<
          string,
          unknown
        >;
        // Whatever the definition says, the citizen's name never reaches the public.
        expect(JSON.stringify(tracked)).not.toContain(values.name);
        for (const f of FIELDS.filter((f) => f.column)) {
          expect(tracked[f.column!], f.key).toBe(f.private ? undefined : values[f.key]);
          if (f.list) expect(typeof tracked[`${f.key}Hi`], f.key).toBe('string');
        }
      });
});
