/**
 * The fuzzer behind `fuzz.test.ts` (a small seeded sample per route, in `npm test`) and the bench section
 * `bench/sections/fuzz.ts` (≥ 1,000 requests per route). Routes are read from the server itself
 * (`app.registeredRoutes`, collected by an onRoute hook), so a new route is fuzzed without anyone listing it.
 * Requests are generated with fast-check from a fixed seed: odd path parameters, query strings (repeats, NUL,
 * huge numbers, impossible dates), JSON bodies (wrong types, nesting, long strings, NUL), and multipart bodies
 * with the portal's real field names plus junk; with and without an admin session, from changing addresses.
 *
 * What must hold for every request: no 5xx, the error handler's database safety net never used, and a refused
 * write (any non-2xx answer to a method other than GET/HEAD) changes no row of any table and stores no file.
 */
import fs from 'node:fs/promises';
import os from 'node:os';
import nodePath from 'node:path';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  COMPLAINT_DRAFT_FIELDS,
  TRADE_LICENCE_DOCUMENTS,
  TRADE_LICENCE_FIELDS,
  resources,
  isFileField,
  type FieldDef,
} from '@nagar/contract';
import { makePdf } from '@nagar/demo/pdf.ts';
import { databaseFaults } from '../lib/database-faults.ts';
import { rowsOf, toNumber } from '../db/client.ts';
import { wards } from '../db/schema.ts';

export interface FuzzRoute {
  method: string;
  url: string;
}

/** Every route the server registered (HEAD twins of GET routes left out), in registration order. */
export function fuzzRoutes(app: FastifyInstance): FuzzRoute[] {
  const seen = new Set<string>();
  const out: FuzzRoute[] = [];
  for (const route of app.registeredRoutes) {
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const key = `${method} ${route.url}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ method, url: route.url });
    }
  }
  return out;
}

/**
 * Tables a refused request may write to by design: the sign-in throttle records each failed attempt (and any
 * counter table of the rate limits, named so). Everything else must be untouched by a refusal.
 */
const LEDGER_TABLE = /^login_failures$|throttle|rate_limit|attempt/;
/** Audit rows a refusal writes by design (a failed sign-in, a refused access); any other audit row is a write. */
const REFUSAL_AUDIT = sql`action in ('sign-in-failed', 'access-refused')`;

/** A valid-looking value for each field name the portal knows: what the generated bodies start from. */
function fieldDictionary(): { texts: Map<string, string>; fileParts: string[] } {
  const texts = new Map<string, string>();
  const fileParts = new Set<string>(['Image1', 'Image2', 'actionimage1', 'actionimage2', 'file']);
  const valueOf = (f: FieldDef): string => {
    switch (f.kind) {
      case 'date':
        return '2026-01-15';
      case 'time':
        return '10:30';
      case 'email':
        return 'fuzz@example.org';
      case 'mobile':
        return '9876543210';
      case 'phone':
        return '0755-2345678';
      case 'integer':
        return '3';
      case 'boolean':
        return 'true';
      case 'select':
        return f.options?.[0]?.value ?? 'x';
      case 'reference':
        return '1';
      case 'link':
        return '/postgrievance';
      case 'youtube':
        return 'https://youtu.be/aqz-KE-bpKQ';
      case 'slug':
        return 'fuzz-page';
      default:
        return `Fuzz ${f.key}`;
    }
  };
  for (const def of resources) {
    for (const f of def.fields) {
      if (isFileField(f)) {
        fileParts.add(f.filePart ?? f.key);
        if (f.base64Part) texts.set(f.base64Part, 'NA');
        continue;
      }
      texts.set(f.part ?? f.key, valueOf(f));
      texts.set(f.key, valueOf(f));
    }
  }
  const extra: Record<string, string> = {
    district: 'Fuzz District',
    ward: 'Fuzz Ward',
    grivance: 'Fuzz Type',
    additional_Information: 'A streetlight is out.',
    landmark: 'Near the market',
    your_Suggestion: 'Replace it',
    mobile: '9876543210',
    consent: 'on',
    website: '',
    Status: 'In Progress',
    status: 'Resolved',
    Remarks: 'Done',
    remarks: 'Seen',
    email: 'fuzz@example.org',
    password: 'wrong-password-123',
    currentPassword: 'wrong-password-123',
    newPassword: 'another-password-456',
    code: '123456',
    id: '1',
    message: 'The drain near the school is blocked.',
    subject: 'Drain',
    project: 'Swachh Bharat',
    replyNote: 'Called back; the drain was cleared.',
  };
  for (const [k, v] of Object.entries(extra)) texts.set(k, v);
  return { texts, fileParts: [...fileParts] };
}

const QUERY_KEYS = [
  'mobileLast4',
  'page',
  'pageSize',
  'id',
  'status',
  'statusFilter',
  'ward',
  'type',
  'from',
  'to',
  'search',
  'mobile',
  // The receipt's tracking token (tracking, the receipt PDF).
  'token',
  'state',
  'designations',
  'home',
  'q',
];

/** Texts that have broken servers: huge and odd numbers, impossible dates, control characters, long and non-Latin text. */
const hugeNumbers = fc.constantFrom(
  '2147483648',
  '99999999999999999999',
  '9'.repeat(400),
  '1e309',
  '-1',
  '0',
  '1.5',
  '-0',
  'NaN',
  'Infinity',
  '0x10',
  '2147483647',
);
const badDates = fc.constantFrom('0000-01-01', '9999-99-99', '9999-12-31', '2026-02-30', '1899-12-31', '2101-01-01', '2026-1-5', '25:61');
const controlText = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\u0001', '\u007f', '\u001b[31m', '\u0008'),
  fc.string({ maxLength: 10 }).map((t) => `${t}\u0000`),
);
const oddText = fc.oneof(
  { weight: 3, arbitrary: hugeNumbers },
  { weight: 3, arbitrary: badDates },
  { weight: 4, arbitrary: controlText },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      'All',
      'Open',
      'Resolved',
      'current',
      'past',
      'Yes',
      'Chairman',
      'GRV-2026-000001',
      '9876543210',
      '2026-01-15',
      '10:30',
      "' or 1=1 --",
      '%',
      '_',
      '\\',
      'line\nbreak',
      '\t',
    ),
  },
  { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.constantFrom('x'.repeat(5_000), 'ह'.repeat(2_000)) },
);

const pathValue = fc.oneof(
  { weight: 2, arbitrary: fc.integer({ min: 1, max: 6 }).map(String) },
  { weight: 3, arbitrary: hugeNumbers },
  { weight: 2, arbitrary: controlText },
  { weight: 2, arbitrary: oddText.filter((t) => t !== '') },
  { weight: 1, arbitrary: fc.uuid().map(String) },
);

/** A JSON value of the wrong type, nested, or long (within the 1 MB body limit). */
const jsonJunk: fc.Arbitrary<unknown> = fc.oneof(
  oddText,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(oddText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), oddText, { maxKeys: 3 }),
  fc.constant('y'.repeat(300_000)),
  fc.integer({ min: 1, max: 60 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
);

export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; contentType: string; text: string }
  | {
      kind: 'multipart';
      fields: Array<[string, string]>;
      files: Array<{ name: string; content: 'jpeg' | 'pdf' | 'junk' | 'empty'; filename: string }>;
    }
  /** Multipart the parser must refuse: no boundary, a part without a name, a body cut short. */
  | { kind: 'malformed-multipart'; variant: 'no-boundary' | 'nameless-part' | 'truncated' };

export interface FuzzRequest {
  method: string;
  url: string;
  admin: boolean;
  ip: string;
  body: FuzzBody;
}

/**
 * The field names a route reads, found from the route itself: an admin resource route's definition (by its
 * api name), the complaint and account routes' spec names; any other route gets every known name.
 */
function routeFields(route: FuzzRoute, dict: ReturnType<typeof fieldDictionary>): { texts: string[]; fileParts: string[] } {
  const api = /^\/api\/Admin\/([^/:]+)/.exec(route.url)?.[1];
  const def = resources.find((d) => d.api === api);
  if (def) {
    return {
      // 'id': the spec's client sends PUT to the base path with the id in the form.
      texts: [...def.fields.filter((f) => !isFileField(f) && !f.serverSet).map((f) => f.part ?? f.key), 'id'],
      fileParts: def.fields.filter(isFileField).map((f) => f.filePart ?? f.key),
    };
  }
  if (route.url === '/api/Public/complaint') {
    // The complaint's draft, as the contract defines it (the trap for robots, the e-mail and the language left out).
    return { texts: COMPLAINT_DRAFT_FIELDS.map((f) => f.key), fileParts: ['Image1', 'Image2'] };
  }
  if (route.url === '/api/Public/contact')
    return { texts: ['name', 'email', 'phone', 'project', 'subject', 'message', 'language', 'website'], fileParts: [] };
  if (route.url === '/api/Admin/contact-messages/:id') return { texts: ['status', 'replyNote'], fileParts: [] };
  // Trade licences (issue 27): the form's contract keys and its three documents; the staff step's fields.
  if (route.url === '/api/Public/trade-licence' || route.url === '/api/Public/trade-licence/:applicationNo/correction')
    return { texts: [...TRADE_LICENCE_FIELDS.map((f) => f.key), 'website'], fileParts: TRADE_LICENCE_DOCUMENTS.map((d) => d.key) };
  if (route.url === '/api/Admin/trade-licence/:id/action')
    return { texts: ['action', 'remarks', 'receiptNo', 'receiptDate', 'receiptAmount'], fileParts: [] };
  if (route.url === '/api/Admin/property-tax/import') return { texts: ['mode', 'dryRun'], fileParts: ['file'] };
  if (route.url.endsWith('/action')) return { texts: ['Status', 'Remarks'], fileParts: ['actionimage1', 'actionimage2'] };
  if (route.url.endsWith('/reminder')) return { texts: ['mobile'], fileParts: [] };
  if (route.url === '/api/Account/login') return { texts: ['email', 'password', 'code'], fileParts: [] };
  if (route.url === '/api/Account/two-factor/confirm') return { texts: ['code'], fileParts: [] };
  if (route.url === '/api/Account/two-factor/disable') return { texts: ['password', 'code'], fileParts: [] };
  if (route.url === '/api/Account/password') return { texts: ['currentPassword', 'newPassword'], fileParts: [] };
  return { texts: [...dict.texts.keys()], fileParts: dict.fileParts };
}

function bodyArbitrary(route: FuzzRoute, dict: ReturnType<typeof fieldDictionary>): fc.Arbitrary<FuzzBody> {
  const own = routeFields(route, dict);
  const everyName = [...dict.texts.keys()];
  const valid = (n: string): [string, string] => [n, dict.texts.get(n) ?? 'Fuzz'];
  // Mostly the route's own fields with valid-looking values, one or two of them spoiled, sometimes an extra
  // field (known elsewhere, or junk): such a request gets past the shape checks and reaches the service.
  const nearlyValid = fc
    .record({
      spoiled: fc.array(fc.tuple(fc.constantFrom(...own.texts), oddText), { minLength: 0, maxLength: 2 }),
      extra: fc.option(fc.tuple(fc.oneof(fc.constantFrom(...everyName), fc.string({ maxLength: 12 })), oddText), { freq: 3 }),
      dropped: fc.subarray(own.texts, { maxLength: 1 }),
    })
    .map(({ spoiled, extra, dropped }) => {
      const pairs = own.texts.filter((n) => !dropped.includes(n)).map(valid);
      for (const [n, v] of spoiled) {
        const at = pairs.findIndex(([k]) => k === n);
        if (at >= 0) pairs[at] = [n, v];
        else pairs.push([n, v]);
      }
      if (extra) pairs.push(extra);
      return pairs;
    });
  const anyFields = fc.array(fc.tuple(fc.oneof(fc.constantFrom(...everyName), fc.string({ maxLength: 12 })), oddText), { maxLength: 8 });
  const textFields = fc.oneof({ weight: 4, arbitrary: nearlyValid }, { weight: 1, arbitrary: anyFields });
  const json = fc.oneof(
    { weight: 5, arbitrary: textFields.map((pairs) => Object.fromEntries(pairs) as unknown) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(nearlyValid, fc.constantFrom(...own.texts), jsonJunk)
        .map(([pairs, n, junk]) => ({ ...Object.fromEntries(pairs), [n]: junk })),
    },
    { weight: 1, arbitrary: jsonJunk },
  );
  const fileName = own.fileParts.length
    ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...own.fileParts) }, { weight: 1, arbitrary: fc.string({ maxLength: 10 }) })
    : fc.string({ maxLength: 10 });
  const file = fc.record({
    name: fileName,
    content: fc.constantFrom('jpeg' as const, 'jpeg' as const, 'pdf' as const, 'junk' as const, 'empty' as const),
    filename: fc.constantFrom('photo.jpg', 'doc.pdf', '', 'a\u0000b.jpg', '../../etc/passwd', 'x'.repeat(300)),
  });
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
    { weight: 5, arbitrary: json.map((value): FuzzBody => ({ kind: 'json', value })) },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json', 'application/xml', 'text/csv'),
          // The last three: CSV files as a locality import reads them (a bad ward, an unclosed quote, a header only).
          fc.constantFrom(
            '{"a":',
            'a=1&a=2',
            '\u0000',
            '[]',
            'null',
            '"x"',
            '<x/>',
            'name,name_hi,ward,pincode\r\nFuzz Nagar,,Fuzz Ward,452001\r\n',
            'name,ward\n"Fuzz, unclosed\n',
            'name,name_hi,ward,pincode\n',
          ),
        )
        .map(([contentType, text]): FuzzBody => ({ kind: 'raw', contentType, text })),
    },
    {
      weight: 4,
      arbitrary: fc
        .record({ fields: textFields, files: fc.array(file, { maxLength: 2 }) })
        .map((m): FuzzBody => ({ kind: 'multipart', ...m })),
    },
  );
}

export const MALFORMED_VARIANTS = ['no-boundary', 'nameless-part', 'truncated'] as const;
export const malformedMultipart = fc
  .constantFrom(...MALFORMED_VARIANTS)
  .map((variant): FuzzBody => ({ kind: 'malformed-multipart', variant }));

/** Requests for one route; `body` overrides the generated bodies (e.g. only malformed multipart). */
function requestArbitrary(route: FuzzRoute, body?: fc.Arbitrary<FuzzBody>): fc.Arbitrary<FuzzRequest> {
  const dict = fieldDictionary();
  const params = route.url.match(/:[A-Za-z_]+/g) ?? [];
  const path = fc.tuple(...params.map(() => pathValue)).map((values) => {
    let url = route.url;
    params.forEach((p, i) => (url = url.replace(p, encodeURIComponent(values[i]!))));
    return url;
  });
  // Half the requests without a query string (so that the path and body are what is tried), the rest with a few parameters.
  const pair = fc.tuple(fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...QUERY_KEYS) }, { weight: 1, arbitrary: oddText }), oddText);
  const query = fc.oneof(fc.constant<Array<[string, string]>>([]), fc.array(pair, { minLength: 1, maxLength: 3 }));
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  return fc
    .record({
      path,
      query,
      // Mostly signed in as an admin, so that the admin routes are tried past their guard.
      admin: fc.oneof({ weight: 3, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
      ip: fc.ipV4(),
      body: hasBody ? (body ?? bodyArbitrary(route, dict)) : fc.constant<FuzzBody>({ kind: 'none' }),
    })
    .map(({ path: p, query: q, admin, ip, body: b }) => {
      const qs = q.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
      return { method: route.method, url: qs ? `${p}?${qs}` : p, admin, ip, body: b };
    });
}

/** Generated requests for a route, reproducible from the seed. */
export function sampleRequests(route: FuzzRoute, count: number, seed: number, body?: fc.Arbitrary<FuzzBody>): FuzzRequest[] {
  return fc.sample(requestArbitrary(route, body), { seed, numRuns: count });
}

interface Payloads {
  jpeg: Buffer;
  pdf: Buffer;
}

let payloads: Promise<Payloads> | undefined;
const loadPayloads = () =>
  (payloads ??= (async () => ({
    jpeg: await sharp({ create: { width: 24, height: 16, channels: 3, background: { r: 10, g: 120, b: 60 } } })
      .jpeg()
      .toBuffer(),
    pdf: await makePdf('Fuzz', ['A document.']),
  }))());

async function encodeBody(body: FuzzBody): Promise<{ payload?: Buffer | string; headers: Record<string, string> }> {
  switch (body.kind) {
    case 'none':
      return { headers: {} };
    case 'json':
      return { payload: JSON.stringify(body.value) ?? 'null', headers: { 'content-type': 'application/json' } };
    case 'raw':
      return { payload: body.text, headers: { 'content-type': body.contentType } };
    case 'multipart': {
      const { jpeg, pdf } = await loadPayloads();
      const form = new FormData();
      for (const [name, value] of body.fields) form.append(name, value);
      for (const f of body.files) {
        const data =
          f.content === 'jpeg'
            ? jpeg
            : f.content === 'pdf'
              ? pdf
              : f.content === 'junk'
                ? Buffer.from('not a file at all')
                : Buffer.alloc(0);
        form.append(f.name, new Blob([new Uint8Array(data)]), f.filename);
      }
      const response = new Response(form);
      return { payload: Buffer.from(await response.arrayBuffer()), headers: { 'content-type': response.headers.get('content-type')! } };
    }
    case 'malformed-multipart': {
      const b = 'fuzzboundary';
      if (body.variant === 'no-boundary') {
        return {
          payload: `--${b}\r\nContent-Disposition: form-data; name="title"\r\n\r\nx\r\n--${b}--\r\n`,
          headers: { 'content-type': 'multipart/form-data' },
        };
      }
      if (body.variant === 'nameless-part') {
        return {
          payload: `--${b}\r\nContent-Disposition: form-data\r\n\r\nx\r\n--${b}--\r\n`,
          headers: { 'content-type': `multipart/form-data; boundary=${b}` },
        };
      }
      return {
        payload: `--${b}\r\nContent-Disposition: form-data; name="title"\r\n\r\nx`,
        headers: { 'content-type': `multipart/form-data; boundary=${b}` },
      };
    }
  }
}

/** Row counts of every table in the public schema, read from the database itself (new tables included). */
async function tableCounts(app: FastifyInstance): Promise<Record<string, number>> {
  const { db } = app.services;
  const tables = await rowsOf<{ tablename: string }>(
    db,
    sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
  );
  const names = tables.map((r) => r.tablename).filter((n) => !LEDGER_TABLE.test(n));
  const parts = names.map((n) =>
    n === 'audit_log'
      ? sql`select ${n}::text as name, count(*) filter (where not (${REFUSAL_AUDIT})) as n from ${sql.identifier(n)}`
      : sql`select ${n}::text as name, count(*) as n from ${sql.identifier(n)}`,
  );
  const rows = await rowsOf<{ name: string; n: unknown }>(db, sql.join(parts, sql` union all `));
  return Object.fromEntries(rows.map((r) => [r.name, toNumber(r.n)]));
}

export interface FuzzFailure {
  request: string;
  status: number;
  problem: string;
}

export interface RouteResult {
  route: string;
  requests: number;
  status5xx: number;
  /** The 5xx by the kind of body sent (json, multipart, malformed-multipart, …). */
  status5xxByBody: Record<string, number>;
  /** Refused writes that changed a row count (or stored a file). */
  writesLeaked: number;
  statuses: Record<number, number>;
  failures: FuzzFailure[];
}

export interface FuzzSession {
  authorization: string;
  /** Signs in again when a fuzzed request ended the session (logout). */
  renew(): Promise<void>;
}

const describe = (r: FuzzRequest) =>
  `${r.method} ${r.url.length > 200 ? `${r.url.slice(0, 200)}…` : r.url} admin=${r.admin} body=${JSON.stringify(r.body).slice(0, 300)}`;

/** Sends the requests to the app and checks each answer; failures are collected, not thrown. */
export async function runRequests(
  app: FastifyInstance,
  route: FuzzRoute,
  requests: FuzzRequest[],
  session: FuzzSession,
): Promise<RouteResult> {
  const result: RouteResult = {
    route: `${route.method} ${route.url}`,
    requests: 0,
    status5xx: 0,
    status5xxByBody: {},
    writesLeaked: 0,
    statuses: {},
    failures: [],
  };
  const write = route.method !== 'GET' && route.method !== 'HEAD';
  // The counts after one request are those before the next (only this loop writes meanwhile).
  let counts = write ? await tableCounts(app) : undefined;
  for (const r of requests) {
    const { payload, headers } = await encodeBody(r.body);
    if (r.admin) headers.authorization = session.authorization;
    const before = counts;
    const faultsBefore = databaseFaults.count;
    const res = await app.inject({ method: r.method as 'GET', url: r.url, payload, headers, remoteAddress: r.ip });
    result.requests++;
    result.statuses[res.statusCode] = (result.statuses[res.statusCode] ?? 0) + 1;
    if (res.statusCode >= 500) {
      result.status5xx++;
      result.status5xxByBody[r.body.kind] = (result.status5xxByBody[r.body.kind] ?? 0) + 1;
      result.failures.push({ request: describe(r), status: res.statusCode, problem: `5xx: ${res.body.slice(0, 200)}` });
    } else if (databaseFaults.count !== faultsBefore) {
      result.failures.push({
        request: describe(r),
        status: res.statusCode,
        problem: 'reached the database unchecked (caught by the error handler safety net)',
      });
    }
    if (before) counts = await tableCounts(app);
    if (before && counts && (res.statusCode < 200 || res.statusCode >= 300)) {
      const after = counts;
      const changed = Object.keys({ ...before, ...after }).filter((t) => before[t] !== after[t]);
      if (changed.length) {
        result.writesLeaked++;
        result.failures.push({
          request: describe(r),
          status: res.statusCode,
          problem: `refused write changed ${changed.map((t) => `${t} ${before[t]}→${after[t]}`).join(', ')}`,
        });
      }
    }
    if (r.admin && write && res.statusCode < 300) {
      await session.renew();
      if (counts) counts = await tableCounts(app);
    }
  }
  return result;
}

/** A few rows of every kind, so that generated ids 1..6 and valid-looking bodies reach past "not found". */
export async function seedFuzzData(app: FastifyInstance): Promise<void> {
  const { services } = app;
  const dict = fieldDictionary();
  const { jpeg, pdf } = await loadPayloads();
  for (const [name, value] of [
    ['district', 'Fuzz District'],
    ['ward', 'Fuzz Ward'],
    ['grievanceType', 'Fuzz Type'],
  ] as const) {
    for (const suffix of ['', ' 2'])
      await services.resource(name).create({ values: { name: value + suffix }, files: {}, remove: new Set() });
  }
  for (const service of services.resources.values()) {
    const values = Object.fromEntries(service.def.fields.filter((f) => !isFileField(f)).map((f) => [f.key, dict.texts.get(f.key) ?? 'x']));
    const files = Object.fromEntries(
      service.def.fields
        .filter(isFileField)
        .map((f) => [f.key, { filename: f.kind === 'image' ? 'a.jpg' : 'a.pdf', data: f.kind === 'image' ? jpeg : pdf }]),
    );
    for (let i = 0; i < 2; i++) {
      await service
        .create({ values: { ...values, ...(values.name ? { name: `${values.name} ${i}` } : {}) }, files, remove: new Set() })
        .catch(() => {});
    }
  }
  // A property tax register (issue 27) of one property in a seeded ward, for the look-up to find.
  const [ward] = await services.db.select({ name: wards.name }).from(wards).limit(1);
  if (ward) {
    const dir = await fs.mkdtemp(nodePath.join(os.tmpdir(), 'nagar-fuzz-'));
    const file = nodePath.join(dir, 'register.csv');
    await fs.writeFile(
      file,
      `assessment_no,ward,owner_name,address,annual_rental_value,arrears,current_demand,amount_paid,due_date,mobile\nPT-1,"${ward.name.replace(/"/g, '""')}",Owner,Lane 1,100,0,10,0,2027-03-31,9876543210\n`,
    );
    await services.propertyTax
      .import(
        { path: file, fileName: 'register.csv' },
        { mode: 'replace', dryRun: false },
        { id: null, email: 'fuzz@example.in', role: 'admin' },
      )
      .finally(() => fs.rm(dir, { recursive: true, force: true }));
  }
  // Trade licence applications (issue 27) for the queue, an application and its steps.
  for (let i = 0; i < 2; i++) {
    await services.licences.submit(
      {
        fields: {
          financialYear: '2026-2027',
          licenceType: 'annual',
          tradeName: `Fuzz Traders ${i}`,
          structureType: 'immovable',
          structureSubType: 'pucca',
          commencementDate: '2020-01-01',
          operationArea: '100',
          tradeCategory: 'retail',
          tradeType: 'Grocery',
          cantonment: 'no',
          doorNo: '1',
          ownerName: 'Fuzz Owner',
          guardianName: 'Fuzz Father',
          relationship: 'father',
          gender: 'female',
          dob: '1980-01-01',
          mobile: '9876543210',
          address: 'Fuzz address',
        },
        documents: [{ kind: 'identityDocument', file: { filename: 'id.pdf', data: pdf } }],
      },
      `192.0.2.${i + 20}`,
    );
  }
  // Contact messages (issue 27) for the inbox's routes to open and update.
  for (let i = 0; i < 2; i++) {
    await services.contact.send({ name: 'Citizen', email: 'citizen@example.in', message: 'Seeded message' }, `192.0.2.${i + 10}`);
  }
  for (let i = 0; i < 3; i++) {
    await services.complaints.file(
      {
        district: 'Fuzz District',
        ward: 'Fuzz Ward',
        grivance: 'Fuzz Type',
        additional_Information: 'Seeded',
        name: 'Citizen',
        mobile: '9876543210',
        consent: true,
        photos: [{ filename: 'p.jpg', data: jpeg }],
      },
      `192.0.2.${i + 1}`,
    );
  }
}
