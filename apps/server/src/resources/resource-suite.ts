/**
 * The API test suite every content type runs: `describeResource(def, sample, spec)` in `<name>.test.ts`.
 * It is driven by the resource's contract (fields, file fields, required fields, multipart prefix, body
 * kind) and its binding (roles, public list), on a real database, through HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import {
  LIST_SEARCH_MAX,
  formatMessage,
  PAGE_SIZE_MAX,
  can,
  defaultMax,
  isFileField,
  searchFieldsOf,
  sortFieldsOf,
  youtubeId,
  type FileKind,
  type FieldDef,
  type ResourceDef,
  type ResourceItem,
  DEFAULT_VALIDITY_MONTHS,
  VALID_UNTIL,
  type ValidityType,
  initialValue,
} from '@nagar/contract';
import { addMonths, todayInIndia } from './validity.ts';
import { auditLog, files } from '../db/schema.ts';
import {
  countRows,
  createTestApp,
  injectForm,
  loginAs,
  multipart,
  testImage,
  testMp4,
  testPdf,
  testVtt,
  type FilePart,
  type TestApp,
} from '../test/app.ts';
import { bindings } from './bindings.ts';

export type SampleValues = Record<string, string | boolean>;

export interface ResourceSpec {
  /**
   * The spec's own text (§5) for each required field, written out literally, so that a changed message
   * fails the test. Every required field must be listed.
   */
  messages: Record<string, string>;
  /** How the lists order records that are alike but for when they were made (default newest first). */
  order?: 'newest first' | 'oldest first';
  /** Makes the rows the sample refers to (a locality's ward) on the suite's app; answers the sample's values of them. */
  before?: (app: FastifyInstance) => Promise<SampleValues>;
}

/** Limits of the suite's app, small so that oversized files are quick to make; the larger is the multipart cap. */
const DOCUMENT_LIMIT = Math.round(0.2 * 1024 * 1024);
const IMAGE_LIMIT = Math.round(0.3 * 1024 * 1024);
const VIDEO_LIMIT = Math.round(0.1 * 1024 * 1024);
const CAPTIONS_LIMIT = Math.round(0.1 * 1024 * 1024);
const LIMITS: Record<FileKind, number> = { document: DOCUMENT_LIMIT, image: IMAGE_LIMIT, video: VIDEO_LIMIT, captions: CAPTIONS_LIMIT };
const LIMIT_TEXT: Record<FileKind, string> = { document: '0.2', image: '0.3', video: '0.1', captions: '0.1' };
const MULTIPART_CAP = Math.max(...Object.values(LIMITS));

/** A file kept as uploaded (not re-encoded): a sample of at least `size` bytes, its name, type and wrong-type message. */
interface KeptKind {
  make: (label: string, size?: number) => Promise<Buffer> | Buffer;
  ext: string;
  type: string;
  stored: string;
  wrong: (name: string) => string;
}
/** A kept kind, stored with the type it was sent with unless `stored` says otherwise. */
const kept = (make: KeptKind['make'], ext: string, type: string, wrong: KeptKind['wrong'], stored = type): KeptKind => ({
  make,
  ext,
  type,
  stored,
  wrong,
});
const KEPT: Record<Exclude<FileKind, 'image'>, KeptKind> = {
  document: kept(testPdf, 'pdf', 'application/pdf', (n) => `The document ${n} must be a PDF file.`),
  video: kept(testMp4, 'mp4', 'video/mp4', (n) => `The file ${n} is not an MP4 video.`),
  captions: kept(
    testVtt,
    'vtt',
    'text/vtt',
    (n) => `The file ${n} is not a WebVTT captions file (it must start with WEBVTT).`,
    'text/vtt; charset=utf-8',
  ),
};

/** A value the field's shape check refuses, with the message it must give after the field's label. */
const INVALID_BY_KIND: Partial<Record<FieldDef['kind'], [string, string]>> = {
  date: ['2026-02-30', ': enter a valid date (yyyy-mm-dd).'],
  time: ['25:00', ': enter a valid time (hh:mm).'],
  email: ['not-an-email', ': enter a valid e-mail address.'],
  mobile: ['12345', ': enter a 10-digit mobile number starting with 6, 7, 8 or 9.'],
  phone: ['call me', ': enter a valid telephone number (digits, spaces, + and - only).'],
  integer: ['1.5', ': enter a whole number.'],
  select: ['Not one of the choices', ': choose one of the listed values.'],
  link: [
    'javascript:alert(1)',
    ': enter a page of this site that starts with / (such as /postgrievance) or a web address that starts with https://.',
  ],
  youtube: ['https://vimeo.com/123456789', ': enter a YouTube video link (youtube.com/watch?v=…, youtu.be/… or youtube.com/embed/…).'],
  slug: [
    'Downloads/Forms',
    ': enter the page address in small letters, digits and hyphens, parts separated by / (such as rti or downloads/forms).',
  ],
};

const FILE_URL = /^\/files\/([0-9a-f-]{36})\/[^/]+$/;
const fileId = (url: unknown) => FILE_URL.exec(String(url))?.[1];

/** Defines the standard API tests for one content type. */
export function describeResource(def: ResourceDef, englishSample: SampleValues, spec: ResourceSpec) {
  /** Each bilingual field's Hindi twin gets a Devanagari value unless the sample gives one. */
  const hindiTwins = def.fields.filter((f) => f.hiOf);
  const sample: SampleValues = {
    ...Object.fromEntries(hindiTwins.map((f) => [f.key, `हिंदी ${def.fields.find((e) => e.key === f.hiOf)!.label.hi}`])),
    ...englishSample,
  };
  // A type with validity: the sample is valid far ahead (the default period has its own tests below).
  if (def.validity && sample[VALID_UNTIL] === undefined) sample[VALID_UNTIL] = '2099-12-31';
  const inputFields = def.fields.filter((f) => !isFileField(f) && !f.serverSet);
  const fileFields = def.fields.filter(isFileField);
  const requiredValues = inputFields.filter((f) => f.required && f.kind !== 'boolean');
  const requiredFiles = fileFields.filter((f) => f.required);
  /** A text field to tell rows apart and to change on update. */
  const labelField = inputFields.find((f) => f.kind === 'text' || f.kind === 'longtext');
  const base = `/api/Admin/${def.api}`;
  const publicUrl = `/api/Public/${def.api}`;
  const multipartBody = def.body === 'multipart';
  const binding = bindings.find((b) => b.def === def);
  if (!binding) throw new Error(`describeResource(${def.name}): no binding in resources/bindings.ts`);
  const userMayManage = can('user', binding.area ?? 'content');
  const hasPublicList = binding.publicList !== false;
  /** Fields whose column is unique (the master lists' names): every draft gets its own value. */
  const columns = getTableColumns(binding.table);
  const uniqueFields = inputFields.filter((f) => columns[f.key]?.isUnique);
  let drafted = 0;
  /** The sample's values, a unique field made unique (the same value twice is a 409); a page address takes "-n". */
  const sampleValues = (values: SampleValues = sample): SampleValues => {
    const copy = { ...values };
    for (const f of uniqueFields) copy[f.key] = `${String(copy[f.key] ?? '')}${f.kind === 'slug' ? '-' : ' '}${++drafted}`.trim();
    return copy;
  };

  describe(`resource ${def.name} (${base})`, () => {
    let t: TestApp;
    let app: FastifyInstance;
    let admin: Record<string, string>;
    let adminEmail: string;
    let user: Record<string, string>;

    beforeAll(async () => {
      t = await createTestApp({
        config: {
          documentMaxBytes: DOCUMENT_LIMIT,
          imageMaxBytes: IMAGE_LIMIT,
          videoMaxBytes: VIDEO_LIMIT,
          captionsMaxBytes: CAPTIONS_LIMIT,
        },
      });
      app = t.app;
      const signedIn = await loginAs(app, 'admin');
      admin = { authorization: signedIn.authorization };
      adminEmail = signedIn.email;
      user = { authorization: (await loginAs(app, 'user')).authorization };
      if (spec.before) Object.assign(sample, await spec.before(app));
    });
    afterAll(() => t?.close());

    // ---- building requests -------------------------------------------------------------------------

    type Naming = (name: string) => string;
    const asIs: Naming = (n) => n;
    const pascal: Naming = (n) => n.charAt(0).toUpperCase() + n.slice(1);

    interface Draft {
      values?: SampleValues;
      files?: Record<string, FilePart | null>;
      /** Extra raw parts (e.g. base64 fields, remove flags), names as sent. */
      extra?: Record<string, string>;
      id?: number | string;
      naming?: Naming;
    }

    async function sampleFile(field: FieldDef, label = 'Sample'): Promise<FilePart> {
      if (field.kind === 'image') return { data: await testImage({ gps: true }), filename: `${label}.jpg`, type: 'image/jpeg' };
      const kept = KEPT[field.kind as Exclude<FileKind, 'image'>];
      return { data: await kept.make(`${def.name} ${label}`), filename: `${label}.${kept.ext}`, type: kept.type };
    }

    /** The sample's values and a fresh file for every file field. */
    async function sampleDraft(label?: string): Promise<Draft> {
      const values: SampleValues = { ...sample };
      if (label && labelField) values[labelField.key] = `${String(sample[labelField.key] ?? '')} ${label}`.trim();
      Object.assign(values, sampleValues(values));
      const draftFiles: Record<string, FilePart> = {};
      for (const f of fileFields) draftFiles[f.key] = await sampleFile(f, label);
      return { values, files: draftFiles };
    }

    async function body(draft: Draft): Promise<{ payload: Buffer | string; headers: Record<string, string> }> {
      const naming = draft.naming ?? asIs;
      if (!multipartBody) {
        const json: Record<string, unknown> = {};
        if (draft.id !== undefined) json[naming('id')] = draft.id;
        for (const f of inputFields) if (draft.values?.[f.key] !== undefined) json[naming(f.part ?? f.key)] = draft.values[f.key];
        Object.assign(json, draft.extra);
        return { payload: JSON.stringify(json), headers: { 'content-type': 'application/json' } };
      }
      const fields: Record<string, string> = {};
      if (draft.id !== undefined) fields[`${def.prefix}.${naming('Id')}`] = String(draft.id);
      for (const f of inputFields) {
        const v = draft.values?.[f.key];
        if (v !== undefined) fields[`${def.prefix}.${naming(f.part ?? f.key)}`] = String(v);
      }
      Object.assign(fields, draft.extra);
      const parts: Record<string, FilePart> = {};
      for (const f of fileFields) {
        const file = draft.files?.[f.key];
        if (file) parts[f.filePart ?? f.key] = file;
      }
      return multipart(fields, parts);
    }

    async function send(method: 'POST' | 'PUT', url: string, draft: Draft, auth: Record<string, string> | null = admin) {
      const b = await body(draft);
      return app.inject({ method, url, payload: b.payload, headers: { ...b.headers, ...(auth ?? {}) } });
    }

    async function create(draft?: Draft): Promise<ResourceItem> {
      const res = await send('POST', base, draft ?? (await sampleDraft()));
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    }

    const getAdmin = async (id: number) =>
      (await app.inject({ method: 'GET', url: `${base}/${id}`, headers: admin })).json() as ResourceItem;
    const listAdmin = (query = '') => app.inject({ method: 'GET', url: `${base}${query}`, headers: admin });
    const listPublic = (query = '') => app.inject({ method: 'GET', url: `${publicUrl}${query}` });
    const fetchFile = (url: unknown) => app.inject({ method: 'GET', url: String(url) });

    /** Rows of the resource and stored files: a failed request must change neither. */
    const snapshot = async () => [await countRows(app, binding.table), await countRows(app, files)];

    /** A stored value as the API gives it back, for a value sent in a form. */
    function expected(field: FieldDef, value: string | boolean | undefined): unknown {
      if (value === undefined) return null;
      if (field.kind === 'boolean') return value === true || ['true', 'on', '1', 'yes'].includes(String(value).toLowerCase());
      const text = String(value).trim();
      if (field.kind === 'integer' || field.kind === 'reference') return text === '' ? null : Number(text);
      if (field.kind === 'mobile') return text.replace(/\s/g, '') || null;
      if (field.kind === 'text' || field.kind === 'longtext') return text;
      if (field.kind === 'youtube') return text === '' ? null : youtubeId(text);
      return text === '' ? null : text;
    }

    function expectValues(item: ResourceItem, values: SampleValues) {
      for (const f of inputFields) expect(item[f.key], f.key).toEqual(expected(f, values[f.key]));
    }

    async function expectNoExif(url: unknown) {
      const res = await fetchFile(url);
      expect(res.statusCode).toBe(200);
      const meta = await sharp(res.rawPayload).metadata();
      expect(meta.exif).toBeUndefined();
    }

    /** Every stored file of an item (main file and image variants), as URLs. */
    const fileUrls = (item: ResourceItem) =>
      fileFields.flatMap((f) => {
        const info = item.fileInfo?.[f.key];
        return info ? [info.url, info.webp, info.thumb].filter((u): u is string => !!u) : [];
      });

    // ---- the tests -----------------------------------------------------------------------------------

    it('the spec messages cover every required field', () => {
      // A one-of group (a video's YouTube link or MP4) answers on its first field when none is given.
      const oneOf = def.oneOf ? [def.oneOf.keys[0]!] : [];
      expect(Object.keys(spec.messages).sort()).toEqual([...[...requiredValues, ...requiredFiles].map((f) => f.key), ...oneOf].sort());
    });

    it('the sample is complete: a value for every required field', () => {
      for (const f of requiredValues) expect(String(sample[f.key] ?? '').trim(), f.key).not.toBe('');
    });

    it('creates a record: 201 with the values, file fields as URLs of the stored files', async () => {
      const draft = await sampleDraft('created');
      const item = await create(draft);
      expect(item.id).toBeGreaterThan(0);
      expectValues(item, draft.values!);
      for (const f of fileFields) {
        const url = item[f.key];
        expect(url, f.key).toMatch(FILE_URL);
        const info = item.fileInfo?.[f.key];
        expect(info?.url).toBe(url);
        const res = await fetchFile(url);
        expect(res.statusCode).toBe(200);
        if (f.kind !== 'image') {
          expect(info).toMatchObject({ type: KEPT[f.kind as Exclude<FileKind, 'image'>].stored, size: draft.files![f.key]!.data.length });
          expect(res.rawPayload.equals(draft.files![f.key]!.data)).toBe(true);
        } else {
          expect(info).toMatchObject({ type: 'image/jpeg', width: 640, height: 480 });
          expect(info?.webp).toMatch(FILE_URL);
          expect(info?.thumb).toMatch(FILE_URL);
          // The upload carried GPS and camera EXIF: none of it is served.
          expect((await sharp(draft.files![f.key]!.data).metadata()).exif).toBeDefined();
          for (const u of fileUrls({ ...item, fileInfo: { [f.key]: info! } })) await expectNoExif(u);
        }
      }
      expect(await getAdmin(item.id)).toEqual(item);
    });

    if (hindiTwins.length) {
      it(`bilingual fields: the Hindi values (${hindiTwins.map((f) => f.key).join(', ')}) travel beside the English ones in every answer; Hindi is optional`, async () => {
        const draft = await sampleDraft('bilingual');
        const item = await create(draft);
        for (const twin of hindiTwins) {
          expect(item[twin.key], twin.key).toBe(draft.values![twin.key]);
          expect(String(item[twin.key])).toMatch(/[\u0900-\u097F]/);
          expect(item[twin.hiOf!], twin.hiOf).toBe(String(draft.values![twin.hiOf!]).trim());
        }
        expect((await getAdmin(item.id))[hindiTwins[0]!.key]).toBe(draft.values![hindiTwins[0]!.key]);
        if (hasPublicList) {
          const listed = ((await listPublic('?pageSize=100')).json() as ResourceItem[]).find((i) => i.id === item.id);
          for (const twin of hindiTwins) expect(listed?.[twin.key], `public ${twin.key}`).toBe(draft.values![twin.key]);
        }
        // Without any Hindi: saved, each Hindi value empty.
        const english = await sampleDraft('english only');
        for (const twin of hindiTwins) delete english.values![twin.key];
        const plain = await create(english);
        for (const twin of hindiTwins) expect(plain[twin.key], twin.key).toBe('');
      });
    }

    it('ignores an id sent with a create (the spec sends Id 0)', async () => {
      const first = await sampleDraft();
      const existing = await create(first);
      const rows = await countRows(app, binding.table);
      const draft = { ...(await sampleDraft('with id')), id: existing.id };
      const item = await create(draft);
      expect(item.id).not.toBe(existing.id);
      expect(await countRows(app, binding.table)).toBe(rows + 1);
      expectValues(await getAdmin(existing.id), first.values!);
      const zero = await create({ ...(await sampleDraft('id zero')), id: 0 });
      expect(zero.id).toBeGreaterThan(item.id);
    });

    it('matches field names without regard to case', async () => {
      for (const [name, naming] of [
        ['PascalCase', pascal],
        ['lower case', (n: string) => n.toLowerCase()],
        ['UPPER CASE', (n: string) => n.toUpperCase()],
      ] as const) {
        const draft = { ...(await sampleDraft(name)), naming };
        const item = await create(draft);
        expectValues(item, draft.values!);
      }
    });

    if (!hasPublicList) {
      it('has no public list', async () => {
        expect((await listPublic()).statusCode).toBe(404);
      });
    } else {
      it('public list: a JSON array, newest first, with X-Total-Count, page and pageSize', async () => {
        const a = await create(await sampleDraft('first'));
        const b = await create(await sampleDraft('second'));
        const c = await create(await sampleDraft('third'));
        const total = await countRows(app, binding.table);

        const res = await listPublic();
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
        expect(res.headers['x-total-count']).toBe(String(total));
        const list = res.json() as ResourceItem[];
        expect(Array.isArray(list)).toBe(true);
        expect(list).toHaveLength(total);
        // The three differ only in their label, so they come in the order they were made.
        const made = [a.id, b.id, c.id];
        const expectedOrder = (spec.order ?? 'newest first') === 'newest first' ? [...made].reverse() : made;
        expect(list.map((i) => i.id).filter((id) => made.includes(id))).toEqual(expectedOrder);
        expect(list.find((i) => i.id === c.id)).toEqual(await getAdmin(c.id));

        const page1 = await listPublic('?page=1&pageSize=2');
        const page2 = await listPublic('?page=2&pageSize=2');
        expect(page1.headers['x-total-count']).toBe(String(total));
        expect(page2.headers['x-total-count']).toBe(String(total));
        expect((page1.json() as ResourceItem[]).map((i) => i.id)).toEqual(list.slice(0, 2).map((i) => i.id));
        expect((page2.json() as ResourceItem[]).map((i) => i.id)).toEqual(list.slice(2, 4).map((i) => i.id));
        const beyond = await listPublic(`?page=${total + 1}&pageSize=${PAGE_SIZE_MAX}`);
        expect(beyond.json()).toEqual([]);
        for (const bad of ['?pageSize=0', `?pageSize=${PAGE_SIZE_MAX + 1}`, '?page=0', '?page=abc']) {
          const r = await listPublic(bad);
          expect(r.statusCode, bad).toBe(400);
          expect(r.json()).toEqual({ message: 'Some fields need your attention.' });
        }
      });
    }

    it('admin list: 401 without a session, 403 for role user, the list with X-Total-Count for an admin', async () => {
      await create();
      const anonymous = await app.inject({ method: 'GET', url: base });
      expect(anonymous.statusCode).toBe(401);
      expect(anonymous.json()).toEqual({ message: 'Please sign in to continue.' });
      const asUser = await app.inject({ method: 'GET', url: base, headers: user });
      expect(asUser.statusCode).toBe(userMayManage ? 200 : 403);
      const res = await listAdmin();
      expect(res.statusCode).toBe(200);
      const total = await countRows(app, binding.table);
      expect(res.headers['x-total-count']).toBe(String(total));
      expect(res.json()).toHaveLength(total);
      const page = await listAdmin('?page=1&pageSize=1');
      expect(page.json()).toEqual([(res.json() as ResourceItem[])[0]]);
      expect(page.headers['x-total-count']).toBe(String(total));
    });

    describe('admin list: search, filters, sort and paging in SQL, the total in X-Total-Count', () => {
      const ids = (res: LightMyRequestResponse) => (res.json() as ResourceItem[]).map((i) => i.id);
      const searchField = inputFields.find((f) => searchFieldsOf(def).includes(f.key) && (f.kind === 'text' || f.kind === 'longtext'));
      const dayOf = (value: unknown) => String(value).slice(0, 10);
      const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

      if (searchField) {
        it(`search finds records by a word of ${searchField.key}, in any letter case, and counts them`, async () => {
          const word = `Quokka${Date.now() % 100000}`;
          const draft = await sampleDraft();
          draft.values![searchField.key] = `${String(draft.values![searchField.key] ?? '')} ${word}`.trim();
          const found = await create(draft);
          const other = await create();
          // The whole list's total, read first (and kept until the next write), is not the search's.
          expect(Number((await listAdmin()).headers['x-total-count'])).toBeGreaterThan(1);
          const res = await listAdmin(`?search=${word.toLowerCase()}`);
          expect(res.statusCode, res.body).toBe(200);
          expect(ids(res)).toEqual([found.id]);
          expect(res.headers['x-total-count']).toBe('1');
          expect(ids(await listAdmin(`?search=${encodeURIComponent(`  ${word.toUpperCase()} `)}`))).toEqual([found.id]);
          expect(ids(await listAdmin('?search=' + encodeURIComponent('%%%')))).not.toContain(other.id);
          expect(ids(await listAdmin('?search=' + encodeURIComponent('_')))).not.toContain(other.id);
          // An empty search is no condition.
          expect(ids(await listAdmin('?search=&pageSize=100'))).toEqual(expect.arrayContaining([found.id, other.id]));
        });
      }

      it('sorts on the whitelisted columns, ascending or with - descending; paging keeps the total', async () => {
        for (let i = 0; i < 3; i++) await create();
        const total = await countRows(app, binding.table);
        const asc = await listAdmin('?sort=id&pageSize=100');
        expect(ids(asc)).toEqual([...ids(asc)].sort((a, b) => a - b));
        const desc = await listAdmin('?sort=-id&pageSize=100');
        expect(ids(desc)).toEqual([...ids(asc)].reverse());
        for (const key of sortFieldsOf(def)) {
          for (const sort of [key, `-${key}`]) {
            const res = await listAdmin(`?sort=${sort}&page=1&pageSize=2`);
            expect(res.statusCode, `${sort}: ${res.body}`).toBe(200);
            expect(res.headers['x-total-count']).toBe(String(total));
            const next = await listAdmin(`?sort=${sort}&page=2&pageSize=2`);
            expect(
              ids(next).some((id) => ids(res).includes(id)),
              sort,
            ).toBe(false);
          }
        }
      });

      it('bad parameters are 400 naming the parameter, never 500', async () => {
        const bad: Array<[string, string]> = [
          ['?pageSize=0', 'pageSize'],
          [`?pageSize=${PAGE_SIZE_MAX + 1}`, 'pageSize'],
          ['?page=0', 'page'],
          ['?page=abc', 'page'],
          ['?page=1e3', 'page'],
          ['?sort=password', 'sort'],
          ['?sort=id;drop%20table', 'sort'],
          ['?sort=--id', 'sort'],
          [`?search=${'x'.repeat(LIST_SEARCH_MAX + 1)}`, 'search'],
        ];
        for (const field of def.fields.filter((f) => isFileField(f))) bad.push([`?sort=${field.key}`, 'sort']);
        for (const filter of def.filters ?? []) {
          if (filter.kind === 'dateRange')
            bad.push(['?from=2026-02-30', 'from'], ['?to=yesterday', 'to'], ['?from=2026-03-02&to=2026-03-01', 'to']);
          if (filter.kind === 'select') bad.push([`?${filter.field}=Not%20a%20choice`, filter.field]);
        }
        for (const [query, name] of bad) {
          const res = await listAdmin(query);
          expect(res.statusCode, `${query}: ${res.body}`).toBe(400);
          const answer = res.json() as { message: string; errors: Record<string, string> };
          expect(answer.message, query).toMatch(new RegExp(`^The list parameter ${name} is not valid: `));
          expect(Object.keys(answer.errors), query).toContain(name);
        }
        // Control characters and repeated parameters are refused (with their own messages) before any route reads the query.
        for (const query of ['?search=a%00b', '?search=a%07b', '?search=a&search=b'])
          expect((await listAdmin(query)).statusCode, query).toBe(400);
        const sorted = (await listAdmin('?sort=nothing')).json() as { errors: Record<string, string> };
        expect(sorted.errors.sort).toBe(
          `Sort by one of: ${['id', ...sortFieldsOf(def)].join(', ')} (a leading - sorts newest or largest first).`,
        );
      });

      for (const filter of def.filters ?? []) {
        const field = def.fields.find((f) => f.key === filter.field)!;
        if (filter.kind === 'select') {
          it(`filters by ${filter.field} (?${filter.field}=one of its choices)`, async () => {
            const [one, two] = field.options!;
            const a = await create({ ...(await sampleDraft()), values: { ...sampleValues(), [field.key]: one!.value } });
            const b = await create({ ...(await sampleDraft()), values: { ...sampleValues(), [field.key]: two!.value } });
            const res = await listAdmin(`?${field.key}=${encodeURIComponent(two!.value)}&pageSize=100`);
            expect(res.statusCode, res.body).toBe(200);
            const items = res.json() as ResourceItem[];
            expect(items.map((i) => i.id)).toContain(b.id);
            expect(items.map((i) => i.id)).not.toContain(a.id);
            expect(items.every((i) => i[field.key] === two!.value)).toBe(true);
            expect(res.headers['x-total-count']).toBe(String(items.length));
          });
        } else if (filter.kind === 'text') {
          it(`filters by ${filter.field} (?${filter.field}= words it contains, any letter case)`, async () => {
            const word = `Wombat Works ${Date.now() % 100000}`;
            const a = await create({ ...(await sampleDraft()), values: { ...sampleValues(), [field.key]: word } });
            const b = await create();
            const found = ids(await listAdmin(`?${field.key}=${encodeURIComponent(word.toLowerCase())}`));
            expect(found).toEqual([a.id]);
            expect(found).not.toContain(b.id);
          });
        } else {
          it(`filters by ${filter.field} between ?from= and ?to= (both days included)`, async () => {
            const draft = await sampleDraft();
            if (!field.serverSet && !draft.values![field.key]) draft.values![field.key] = '2026-03-10';
            const item = await create(draft);
            const day = dayOf(item[field.key]);
            const has = async (query: string) => ids(await listAdmin(`${query}&pageSize=100`)).includes(item.id);
            expect(await has(`?from=${day}&to=${day}`)).toBe(true);
            expect(await has(`?from=${day}`)).toBe(true);
            expect(await has(`?to=${day}`)).toBe(true);
            expect(await has(`?from=${shift(day, 1)}`)).toBe(false);
            expect(await has(`?to=${shift(day, -1)}`)).toBe(false);
            const res = await listAdmin(`?from=${day}&to=${day}`);
            expect(res.headers['x-total-count']).toBe(String((res.json() as ResourceItem[]).length));
          });
        }
      }
    });

    it('writes need an admin: 401 and 403 change nothing', async () => {
      const item = await create();
      const before = await snapshot();
      const stored = await getAdmin(item.id);
      const callers: Array<[Record<string, string> | null, number]> = [[null, 401]];
      if (!userMayManage) callers.push([user, 403]);
      for (const [auth, status] of callers) {
        expect((await send('POST', base, await sampleDraft('intruder'), auth)).statusCode).toBe(status);
        expect((await send('PUT', `${base}/${item.id}`, await sampleDraft('intruder'), auth)).statusCode).toBe(status);
        expect((await send('PUT', base, { ...(await sampleDraft('intruder')), id: item.id }, auth)).statusCode).toBe(status);
        expect((await app.inject({ method: 'DELETE', url: `${base}/${item.id}`, headers: auth ?? {} })).statusCode).toBe(status);
      }
      expect(await snapshot()).toEqual(before);
      expect(await getAdmin(item.id)).toEqual(stored);
    });

    if (uniqueFields.length) {
      it('a unique field (a master list’s name, a service’s page address) taken by another record: 409 naming the field, nothing written', async () => {
        const a = await create();
        const b = await create();
        for (const f of uniqueFields) {
          const before = await snapshot();
          const again = await send('POST', base, { ...(await sampleDraft()), values: { ...sampleValues(), [f.key]: String(a[f.key]) } });
          expect(again.statusCode, again.body).toBe(409);
          expect(again.json().errors).toEqual({ [f.key]: formatMessage('duplicateValue') });
          expect(await snapshot()).toEqual(before);
          const moved = await send('PUT', `${base}/${b.id}`, { values: { ...sampleValues(), [f.key]: String(a[f.key]) } });
          expect(moved.statusCode, moved.body).toBe(409);
          expect((await getAdmin(b.id))[f.key]).toBe(b[f.key]);
        }
      });
    }

    describe('update', () => {
      const changed = (label: string): SampleValues => {
        const values = { ...sample };
        if (labelField) values[labelField.key] = `${String(sample[labelField.key] ?? '')} ${label}`.trim();
        return sampleValues(values);
      };

      it('PUT on the base path with the id in the form data', async () => {
        const item = await create();
        const values = changed('updated by base path');
        const res = await send('PUT', base, { values, id: item.id, naming: pascal });
        expect(res.statusCode, res.body).toBe(200);
        const updated = res.json() as ResourceItem;
        expect(updated.id).toBe(item.id);
        expectValues(updated, values);
        expect(await getAdmin(item.id)).toEqual(updated);
      });

      it('PUT /{id}', async () => {
        const item = await create();
        const values = changed('updated by id path');
        const res = await send('PUT', `${base}/${item.id}`, { values });
        expect(res.statusCode, res.body).toBe(200);
        expectValues(res.json(), values);
        expect(await getAdmin(item.id)).toEqual(res.json());
      });

      if (fileFields.length) {
        it('without a new file keeps the stored file', async () => {
          const item = await create();
          const before = await countRows(app, files);
          const same = await send('PUT', `${base}/${item.id}`, { values: sampleValues() });
          expect(same.statusCode, same.body).toBe(200);
          for (const f of fileFields) {
            expect(same.json()[f.key], f.key).toBe(item[f.key]);
            expect((await fetchFile(item[f.key])).statusCode).toBe(200);
          }
          // A changed title renames a document's download, but it is the same stored file.
          const renamed = await send('PUT', `${base}/${item.id}`, { values: changed('renamed') });
          expect(renamed.statusCode, renamed.body).toBe(200);
          for (const f of fileFields) {
            expect(fileId(renamed.json()[f.key]), f.key).toBe(fileId(item[f.key]));
            const served = await fetchFile(renamed.json()[f.key]);
            expect(served.statusCode).toBe(200);
            expect(served.rawPayload.equals((await fetchFile(item[f.key])).rawPayload)).toBe(true);
          }
          expect(await countRows(app, files)).toBe(before);
        });

        it('with a new file replaces it: the old file is gone', async () => {
          const item = await create();
          const before = await countRows(app, files);
          const draft = await sampleDraft('replacement');
          const res = await send('PUT', `${base}/${item.id}`, draft);
          expect(res.statusCode, res.body).toBe(200);
          const updated = res.json() as ResourceItem;
          for (const f of fileFields) {
            expect(fileId(updated[f.key])).toBeDefined();
            expect(fileId(updated[f.key])).not.toBe(fileId(item[f.key]));
            const served = await fetchFile(updated[f.key]);
            expect(served.statusCode).toBe(200);
            if (f.kind !== 'image') expect(served.rawPayload.equals(draft.files![f.key]!.data)).toBe(true);
          }
          for (const url of fileUrls(item)) expect((await fetchFile(url)).statusCode, url).toBe(404);
          expect(await countRows(app, files)).toBe(before);
        });
      }

      for (const field of fileFields.filter((f) => !f.required)) {
        it(`can remove the optional ${field.key}`, async () => {
          const item = await create();
          const res = await send('PUT', `${base}/${item.id}`, {
            values: sampleValues(),
            extra: { [`${def.prefix}.${field.filePart ?? field.key}Remove`]: 'true' },
          });
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()[field.key]).toBeNull();
          expect(res.json().fileInfo?.[field.key]).toBeNull();
          const gone = fileUrls({ ...item, fileInfo: { [field.key]: item.fileInfo![field.key]! } });
          expect(gone.length).toBeGreaterThan(0);
          for (const url of gone) expect((await fetchFile(url)).statusCode, url).toBe(404);
        });
      }

      it('of an unknown id is 404; without an id or with a bad one 400; nothing written', async () => {
        const before = await snapshot();
        const unknown = await send('PUT', `${base}/999999`, await sampleDraft());
        expect(unknown.statusCode).toBe(404);
        expect(unknown.json()).toEqual({ message: 'Not found.' });
        const byBase = await send('PUT', base, { ...(await sampleDraft()), id: 999999 });
        expect(byBase.statusCode).toBe(404);
        const noId = await send('PUT', base, await sampleDraft());
        expect(noId.statusCode).toBe(400);
        expect(noId.json()).toEqual({ message: 'Invalid id.', errors: { id: 'Invalid id.' } });
        expect((await send('PUT', `${base}/abc`, await sampleDraft())).statusCode).toBe(400);
        expect(await snapshot()).toEqual(before);
      });
    });

    it('delete: 204, then gone from both lists, its files 404', async () => {
      const item = await create();
      const keep = await create();
      const filesBefore = await countRows(app, files);
      // Both lists' totals are read (and kept until the next write) before the delete, and drop by one after it.
      const totalBefore = (await listAdmin()).headers['x-total-count'];
      expect(totalBefore).toBe(String(await countRows(app, binding.table)));
      if (hasPublicList) expect((await listPublic()).headers['x-total-count']).toBe(totalBefore);
      const res = await app.inject({ method: 'DELETE', url: `${base}/${item.id}`, headers: admin });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect((await app.inject({ method: 'GET', url: `${base}/${item.id}`, headers: admin })).statusCode).toBe(404);
      for (const url of fileUrls(item)) expect((await fetchFile(url)).statusCode, url).toBe(404);
      expect(await countRows(app, files)).toBe(filesBefore - fileUrls(item).length);
      const admins = (await listAdmin()).json() as ResourceItem[];
      expect(admins.map((i) => i.id)).not.toContain(item.id);
      expect(admins.map((i) => i.id)).toContain(keep.id);
      if (hasPublicList) expect(((await listPublic()).json() as ResourceItem[]).map((i) => i.id)).not.toContain(item.id);
      const totalAfter = String(Number(totalBefore) - 1);
      expect((await listAdmin()).headers['x-total-count']).toBe(totalAfter);
      if (hasPublicList) expect((await listPublic()).headers['x-total-count']).toBe(totalAfter);
      const again = await app.inject({ method: 'DELETE', url: `${base}/${item.id}`, headers: admin });
      expect(again.statusCode).toBe(404);
      expect((await app.inject({ method: 'DELETE', url: `${base}/abc`, headers: admin })).statusCode).toBe(400);
    });

    it('audit trail: each write through the API leaves one row (created fields, changed ones before → after, deleted ones), a refused write none', async () => {
      /** The record as the trail shows it, from the API's answer: its fields, files by name and size. */
      const view = (item: ResourceItem): Record<string, unknown> =>
        Object.fromEntries(
          def.fields.map((f) => {
            const info = item.fileInfo?.[f.key];
            return [f.key, isFileField(f) ? (info ? { name: info.name, size: info.size } : null) : (item[f.key] ?? null)];
          }),
        );
      const diff = (before: Record<string, unknown>, after: Record<string, unknown>) =>
        Object.fromEntries(
          Object.keys({ ...before, ...after })
            .filter((k) => JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null))
            .map((k) => [k, [before[k] ?? null, after[k] ?? null]]),
        );
      const nulls = (v: Record<string, unknown>) => Object.fromEntries(Object.keys(v).map((k) => [k, null]));
      const writes = ['create', 'update', 'delete'];
      const rows = (id?: number) =>
        app.services.db
          .select()
          .from(auditLog)
          .where(
            and(
              eq(auditLog.entity, def.name),
              inArray(auditLog.action, writes),
              id === undefined ? undefined : eq(auditLog.entityId, String(id)),
            ),
          )
          .orderBy(asc(auditLog.id));

      const item = await create(await sampleDraft('audited'));
      const [created, ...more] = await rows(item.id);
      expect(more).toHaveLength(0);
      expect(created).toMatchObject({ action: 'create', actorEmail: adminEmail, actorRole: 'admin', entityId: String(item.id) });
      expect(created!.actorId).toBeGreaterThan(0);
      expect(created!.changes).toEqual(diff(nulls(view(item)), view(item)));
      // Files by name and size: never a stored file's id or its bytes.
      for (const f of fileFields) expect(JSON.stringify(created!.changes)).not.toContain(fileId(item[f.key])!);

      const draft = await sampleDraft('audited and changed');
      const res = await send('PUT', `${base}/${item.id}`, draft);
      expect(res.statusCode, res.body).toBe(200);
      const updated = res.json() as ResourceItem;
      const [, changed, ...none] = await rows(item.id);
      expect(none).toHaveLength(0);
      expect(changed).toMatchObject({ action: 'update', actorEmail: adminEmail });
      expect(changed!.changes).toEqual(diff(view(item), view(updated)));
      if (labelField) expect(Object.keys(changed!.changes as object)).toContain(labelField.key);

      const all = (await rows()).length;
      expect((await send('PUT', `${base}/999999`, draft)).statusCode).toBe(404);
      if (requiredValues.length) {
        const blank = { ...draft, values: { ...draft.values, [requiredValues[0]!.key]: '' } };
        expect((await send('POST', base, blank)).statusCode).toBe(400);
        expect((await send('PUT', `${base}/${item.id}`, blank)).statusCode).toBe(400);
      }
      expect((await app.inject({ method: 'DELETE', url: `${base}/999999`, headers: admin })).statusCode).toBe(404);
      expect(await rows()).toHaveLength(all);

      expect((await app.inject({ method: 'DELETE', url: `${base}/${item.id}`, headers: admin })).statusCode).toBe(204);
      const [, , deleted, ...after] = await rows(item.id);
      expect(after).toHaveLength(0);
      expect(deleted).toMatchObject({ action: 'delete', actorEmail: adminEmail });
      expect(deleted!.changes).toEqual(diff(view(updated), nulls(view(updated))));
    });

    const hasValidation =
      requiredValues.length + requiredFiles.length > 0 || inputFields.some((f) => INVALID_BY_KIND[f.kind] || defaultMax(f) !== undefined);
    if (hasValidation) {
      describe('validation (spec §5): 400 with the spec message, nothing written', () => {
        async function expectRefused(res: LightMyRequestResponse, field: string, message: string, status = 400) {
          expect(res.statusCode, res.body).toBe(status);
          const answer = res.json();
          expect(answer.message).toBe(message);
          if (status === 400) expect(answer.errors?.[field]).toBe(message);
        }

        for (const field of requiredValues) {
          it(`create without ${field.key}`, async () => {
            const message = spec.messages[field.key]!;
            const before = await snapshot();
            // A date that defaults to today (the issue date) is refused when sent blank; left out, it is today.
            for (const blank of initialValue(field) !== undefined ? ['', '   '] : [undefined, '', '   ']) {
              const draft = await sampleDraft();
              if (blank === undefined) delete draft.values![field.key];
              else draft.values![field.key] = blank;
              await expectRefused(await send('POST', base, draft), field.key, message);
            }
            expect(await snapshot()).toEqual(before);
          });

          it(`update blanking ${field.key}`, async () => {
            const item = await create();
            const before = await snapshot();
            const draft = await sampleDraft('blanked');
            draft.values![field.key] = '';
            await expectRefused(await send('PUT', `${base}/${item.id}`, draft), field.key, spec.messages[field.key]!);
            expect(await snapshot()).toEqual(before);
            expect(await getAdmin(item.id)).toEqual(item);
          });
        }

        for (const field of requiredFiles) {
          it(`create without ${field.key}`, async () => {
            const before = await snapshot();
            const draft = await sampleDraft();
            draft.files![field.key] = null;
            await expectRefused(await send('POST', base, draft), field.key, spec.messages[field.key]!);
            // An empty file part is what a browser sends when no file was chosen.
            draft.files![field.key] = { data: Buffer.alloc(0), filename: '', type: 'application/octet-stream' };
            await expectRefused(await send('POST', base, draft), field.key, spec.messages[field.key]!);
            if (field.base64Part) {
              draft.files![field.key] = null;
              draft.extra = { [`${def.prefix}.${field.base64Part}`]: 'NA' };
              await expectRefused(await send('POST', base, draft), field.key, spec.messages[field.key]!);
            }
            expect(await snapshot()).toEqual(before);
          });

          it(`update removing ${field.key}`, async () => {
            const item = await create();
            const before = await snapshot();
            const res = await send('PUT', `${base}/${item.id}`, {
              values: sampleValues(),
              extra: { [`${def.prefix}.${field.filePart ?? field.key}Remove`]: 'true' },
            });
            await expectRefused(res, field.key, spec.messages[field.key]!);
            expect(await snapshot()).toEqual(before);
            expect(await getAdmin(item.id)).toEqual(item);
            expect((await fetchFile(item[field.key])).statusCode).toBe(200);
          });
        }

        if (requiredValues.length + requiredFiles.length > 1) {
          it('names every missing field at once', async () => {
            const before = await snapshot();
            const draft: Draft = { values: {}, files: {} };
            const res = await send('POST', base, draft);
            expect(res.statusCode).toBe(400);
            const answer = res.json();
            // Every required field but a date that defaults to today (left out, it is today).
            const missing = Object.keys(spec.messages).filter((key) => initialValue(def.fields.find((f) => f.key === key)!) === undefined);
            expect(Object.keys(answer.errors).sort()).toEqual(missing.sort());
            for (const key of missing) expect(answer.errors[key]).toBe(spec.messages[key]);
            // The first field's message leads (a client that shows one message shows the spec's text).
            const first = def.fields.find((f) => missing.includes(f.key))!;
            expect(answer.message).toBe(spec.messages[first.key]);
            expect(await snapshot()).toEqual(before);
          });
        }

        for (const field of inputFields) {
          const invalid = INVALID_BY_KIND[field.kind];
          if (invalid) {
            it(`refuses a malformed ${field.key} (${field.kind})`, async () => {
              const before = await snapshot();
              const draft = await sampleDraft();
              draft.values![field.key] = invalid[0];
              await expectRefused(await send('POST', base, draft), field.key, `${field.label.en}${invalid[1]}`);
              expect(await snapshot()).toEqual(before);
            });
          }
          if (field.pattern && !invalid) {
            it(`refuses ${field.key} not in its pattern`, async () => {
              const before = await snapshot();
              const draft = await sampleDraft();
              draft.values![field.key] = 'x';
              await expectRefused(await send('POST', base, draft), field.key, `${field.label.en} is not in the expected form.`);
              expect(await snapshot()).toEqual(before);
            });
          }
          const max = defaultMax(field);
          if (max !== undefined) {
            it(`refuses ${field.key} longer than ${max} characters, accepts ${max}`, async () => {
              const before = await snapshot();
              const draft = await sampleDraft();
              draft.values![field.key] = 'x'.repeat(max + 1);
              await expectRefused(await send('POST', base, draft), field.key, `${field.label.en} is too long: at most ${max} characters.`);
              expect(await snapshot()).toEqual(before);
              // A field with a pattern (a pincode) is not all x's: its own test below.
              if (!invalid && !field.pattern) {
                draft.values![field.key] = 'x'.repeat(max);
                expect((await send('POST', base, draft)).statusCode).toBe(201);
              }
            });
          }
        }

        // A from/to pair of dates (FieldDef.notBefore): the later date may not come first.
        for (const field of inputFields.filter((f) => f.notBefore)) {
          it(`refuses ${field.key} before ${field.notBefore} on create and update with the field's message; the same day is accepted`, async () => {
            const from = def.fields.find((f) => f.key === field.notBefore)!;
            const message = `${field.label.en} cannot be before ${from.label.en}.`;
            const draft = await sampleDraft();
            draft.values![field.notBefore!] = '2026-12-20';
            draft.values![field.key] = '2026-11-20';
            const before = await snapshot();
            await expectRefused(await send('POST', base, draft), field.key, message);
            expect(await snapshot()).toEqual(before);
            const item = await create();
            const existing = await snapshot();
            await expectRefused(await send('PUT', `${base}/${item.id}`, draft), field.key, message);
            expect(await snapshot()).toEqual(existing);
            expect(await getAdmin(item.id)).toEqual(item);
            draft.values![field.key] = '2026-12-20';
            expect((await send('POST', base, draft)).statusCode).toBe(201);
          });
        }
      });
    }

    if (fileFields.length && multipartBody) {
      describe('files', () => {
        for (const field of fileFields) {
          const part = field.filePart ?? field.key;
          const wrongTypes = async (): Promise<FilePart[]> => {
            const text = { data: Buffer.from('Plain text, not a file of an allowed kind.\n'), filename: 'notes.txt', type: 'text/plain' };
            if (field.kind === 'document') {
              return [{ data: await testImage({ format: 'png' }), filename: 'scan.pdf', type: 'application/pdf' }, text];
            }
            if (field.kind === 'video') return [{ data: await testPdf('not a video'), filename: 'clip.mp4', type: 'video/mp4' }, text];
            if (field.kind === 'captions') {
              // WEBVTT in front of bytes that are not UTF-8 text is no captions file either.
              const notUtf8 = Buffer.concat([Buffer.from('WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n'), Buffer.from([0xff, 0xfe, 0xfd])]);
              return [
                { data: notUtf8, filename: 'latin.vtt', type: 'text/vtt' },
                { ...text, filename: 'notes.vtt', type: 'text/vtt' },
                { data: testMp4(), filename: 'clip.vtt', type: 'text/vtt' },
              ];
            }
            return [{ data: await testPdf('not a picture'), filename: 'photo.jpg', type: 'image/jpeg' }, text];
          };
          const typeMessage = (name: string) =>
            field.kind === 'image'
              ? `The image ${name} must be a JPEG, PNG or WebP picture.`
              : KEPT[field.kind as Exclude<FileKind, 'image'>].wrong(name);

          it(`${part}: a file of the wrong type is 415 on create and update, nothing written`, async () => {
            const item = await create();
            const before = await snapshot();
            for (const wrong of await wrongTypes()) {
              const draft = await sampleDraft('wrong type');
              draft.files![field.key] = wrong;
              const created = await send('POST', base, draft);
              expect(created.statusCode).toBe(415);
              expect(created.json()).toEqual({ message: typeMessage(wrong.filename!) });
              const updated = await send('PUT', `${base}/${item.id}`, draft);
              expect(updated.statusCode).toBe(415);
            }
            expect(await snapshot()).toEqual(before);
            expect(await getAdmin(item.id)).toEqual(item);
          });

          it(`${part}: a file over the limit is 413 naming the limit, nothing written`, async () => {
            const item = await create();
            const before = await snapshot();
            const limit = LIMITS[field.kind as FileKind];
            // Just over this kind's limit (the pipeline's check), and over the multipart parser's cap.
            for (const size of [limit + 1, MULTIPART_CAP + 64 * 1024]) {
              const data =
                field.kind === 'image' ? await bigImage(size) : await KEPT[field.kind as Exclude<FileKind, 'image'>].make('big', size);
              expect(data.length).toBeGreaterThan(limit);
              const draft = await sampleDraft('too big');
              draft.files![field.key] = { data, filename: 'big.file', type: 'application/octet-stream' };
              for (const [method, url] of [
                ['POST', base],
                ['PUT', `${base}/${item.id}`],
              ] as const) {
                const res = await send(method, url, draft);
                expect(res.statusCode, `${method} ${data.length} bytes`).toBe(413);
                expect(res.json()).toEqual({
                  message: `The file big.file is too large: the limit is ${LIMIT_TEXT[field.kind as FileKind]} MB.`,
                });
              }
            }
            expect(await snapshot()).toEqual(before);
            expect(await getAdmin(item.id)).toEqual(item);
          });

          if (field.base64Part) {
            const b64Name = `${def.prefix}.${field.base64Part}`;

            it(`${field.base64Part}: plain base64 and a data URL are accepted`, async () => {
              for (const [name, encode] of [
                ['plain', (b: Buffer) => b.toString('base64')],
                [
                  'data URL',
                  (b: Buffer) => `data:${field.kind === 'document' ? 'application/pdf' : 'image/jpeg'};base64,${b.toString('base64')}`,
                ],
              ] as const) {
                const draft = await sampleDraft(`base64 ${name}`);
                const file = await sampleFile(field, name);
                draft.files![field.key] = null;
                draft.extra = { [b64Name]: encode(file.data) };
                const item = await create(draft);
                const served = await fetchFile(item[field.key]);
                expect(served.statusCode).toBe(200);
                if (field.kind === 'document') expect(served.rawPayload.equals(file.data)).toBe(true);
                else expect((await sharp(served.rawPayload).metadata()).exif).toBeUndefined();
              }
            });

            it(`${field.base64Part}: text that is not base64 is 400, nothing written`, async () => {
              const before = await snapshot();
              const message = field.kind === 'document' ? 'Invalid document file!' : 'Invalid image file!';
              for (const text of ['this is not base64!', 'data:application/pdf;base64,', '@@@@']) {
                const draft = await sampleDraft('bad base64');
                draft.files![field.key] = null;
                draft.extra = { [b64Name]: text };
                const res = await send('POST', base, draft);
                expect(res.statusCode, text).toBe(400);
                expect(res.json()).toEqual({ message, errors: { [field.key]: message } });
              }
              // Base64 of the wrong kind of file is judged like an upload.
              const draft = await sampleDraft('base64 wrong type');
              draft.files![field.key] = null;
              draft.extra = { [b64Name]: Buffer.from('plain text').toString('base64') };
              expect((await send('POST', base, draft)).statusCode).toBe(415);
              expect(await snapshot()).toEqual(before);
            });

            it(`${field.base64Part}: over the limit is 413, nothing written`, async () => {
              const before = await snapshot();
              const limit = field.kind === 'document' ? DOCUMENT_LIMIT : IMAGE_LIMIT;
              for (const size of [limit + 1, MULTIPART_CAP + 64 * 1024]) {
                const data = field.kind === 'document' ? await testPdf('big', size) : await bigImage(size);
                const draft = await sampleDraft('too big');
                draft.files![field.key] = null;
                draft.extra = { [b64Name]: data.toString('base64') };
                const res = await send('POST', base, draft);
                expect(res.statusCode).toBe(413);
                expect(res.json().message).toContain(`the limit is ${LIMIT_TEXT[field.kind as 'image' | 'document']} MB.`);
              }
              expect(await snapshot()).toEqual(before);
            });
          }
        }

        if (def.sequentialFilePart) {
          it(`repeated ${def.sequentialFilePart} parts fill the file fields in order`, async () => {
            const draft = await sampleDraft('sequential');
            const fields: Record<string, string> = {};
            for (const f of inputFields) fields[`${def.prefix}.${f.part ?? f.key}`] = String(draft.values![f.key] ?? '');
            const pdfs = await Promise.all(fileFields.map((f, i) => sampleFile(f, `part ${i + 1}`)));
            const res = await injectForm(app, { url: base, headers: admin }, fields, { [def.sequentialFilePart!]: pdfs });
            expect(res.statusCode, res.body).toBe(201);
            for (const [i, f] of fileFields.entries()) {
              const served = await fetchFile(res.json()[f.key]);
              expect(served.statusCode).toBe(200);
              if (f.kind === 'document') expect(served.rawPayload.equals(pdfs[i]!.data), f.key).toBe(true);
            }
          });
        }

        it('a file under an unexpected name is 400, nothing written', async () => {
          const before = await snapshot();
          const draft = await sampleDraft('unexpected');
          const fields: Record<string, string> = {};
          for (const f of inputFields)
            if (draft.values![f.key] !== undefined) fields[`${def.prefix}.${f.part ?? f.key}`] = String(draft.values![f.key]);
          const parts: Record<string, FilePart> = {
            SomethingElse: { data: await testPdf(), filename: 'extra.pdf', type: 'application/pdf' },
          };
          for (const f of fileFields) parts[f.filePart ?? f.key] = draft.files![f.key]!;
          const res = await injectForm(app, { url: base, headers: admin }, fields, parts);
          expect(res.statusCode).toBe(400);
          expect(res.json()).toEqual({ message: 'Unexpected field extra.pdf.' });
          expect(await snapshot()).toEqual(before);
        });
      });
    }

    if (hasPublicList) {
      it('public reads come from the cache, and every write through the API refreshes it', async () => {
        const publicIds = async () => ((await listPublic()).json() as ResourceItem[]).map((i) => i.id);
        const adminIds = async () => ((await listAdmin()).json() as ResourceItem[]).map((i) => i.id);
        const table = binding.table;
        const removeBehindTheCache = async (id: number) => {
          await app.services.db.delete(table).where(eq(table.id, id));
        };

        const [a, b, c] = [await create(), await create(), await create()];
        const writes: Array<[string, () => Promise<unknown>]> = [
          ['create', () => create()],
          ['update', async () => expect((await send('PUT', `${base}/${b.id}`, { values: sampleValues() })).statusCode).toBe(200)],
          [
            'delete',
            async () => expect((await app.inject({ method: 'DELETE', url: `${base}/${c.id}`, headers: admin })).statusCode).toBe(204),
          ],
        ];
        const victims = [a.id, (await create()).id, (await create()).id];
        for (const [i, [name, write]] of writes.entries()) {
          const victim = victims[i]!;
          expect(await publicIds(), name).toContain(victim);
          await removeBehindTheCache(victim);
          // The admin list reads the database; the public list still answers from the cache.
          expect(await adminIds()).not.toContain(victim);
          expect(await publicIds(), `cached before ${name}`).toContain(victim);
          await write();
          expect(await publicIds(), `after ${name}`).not.toContain(victim);
        }
      });
    }

    if (def.validity && hasPublicList) {
      describe('validity: "valid until", the default period, the archive', () => {
        const validity = def.validity!;
        const fromField = def.fields.find((f) => f.key === validity.from)!;
        const yearKey = validity.year ?? validity.from;
        /** Every date the sample sets (issue, publish, closing) on one day of 2020 (a server-set date stays today). */
        const datedIn = (day: string, validUntil: string | undefined): SampleValues => {
          const values = sampleValues();
          for (const f of inputFields) if (f.kind === 'date' && f.key !== VALID_UNTIL && values[f.key] !== undefined) values[f.key] = day;
          if (validUntil === undefined) delete values[VALID_UNTIL];
          else values[VALID_UNTIL] = validUntil;
          return values;
        };
        const yearOf = (day: string) =>
          def.fields.find((f) => f.key === yearKey)!.serverSet ? todayInIndia().slice(0, 4) : day.slice(0, 4);
        const ids = async (query: string) => {
          const res = await listPublic(query);
          expect(res.statusCode, res.body).toBe(200);
          return { ids: (res.json() as ResourceItem[]).map((i) => i.id), total: Number(res.headers['x-total-count']) };
        };
        const setMonths = async (months: number) => {
          const res = await app.inject({
            method: 'PUT',
            url: '/api/Admin/settings',
            headers: admin,
            payload: { validityMonths: { ...DEFAULT_VALIDITY_MONTHS, [def.name]: months } },
          });
          expect(res.statusCode, res.body).toBe(200);
        };

        it('an expired record leaves the public list for ?archive=true (by year); the admin list keeps it; nothing is deleted', async () => {
          const expired = await create({ ...(await sampleDraft('expired')), values: datedIn('2020-03-10', '2020-12-31') });
          const current = await create({ ...(await sampleDraft('current')), values: datedIn('2020-03-10', '2099-01-01') });
          const open = await create({ ...(await sampleDraft('open')), values: { ...datedIn('2020-03-10', undefined), [VALID_UNTIL]: '' } });
          expect(expired[VALID_UNTIL]).toBe('2020-12-31');
          const list = await ids(`?pageSize=${PAGE_SIZE_MAX}`);
          expect(list.ids).toContain(current.id);
          expect(list.ids).not.toContain(expired.id);
          const archive = await ids(`?archive=true&pageSize=${PAGE_SIZE_MAX}`);
          expect(archive.ids).toContain(expired.id);
          expect(archive.ids).not.toContain(current.id);
          // An explicitly empty date on create still gets the default; an update may clear it (never expires).
          expect((await getAdmin(open.id))[VALID_UNTIL]).not.toBeNull();
          const year = Number(yearOf('2020-03-10'));
          expect((await ids(`?archive=true&year=${year}&pageSize=${PAGE_SIZE_MAX}`)).ids).toContain(expired.id);
          expect((await ids(`?archive=true&year=${year - 1}&pageSize=${PAGE_SIZE_MAX}`)).ids).not.toContain(expired.id);
          // archive=false (or none) is the list; the year alone does not narrow it.
          expect((await ids(`?archive=false&year=${year - 1}&pageSize=${PAGE_SIZE_MAX}`)).ids).toContain(current.id);
          expect(((await listAdmin(`?pageSize=${PAGE_SIZE_MAX}`)).json() as ResourceItem[]).map((i) => i.id)).toContain(expired.id);
          // Made valid again by an edit, it is back in the list.
          const back = await send('PUT', `${base}/${expired.id}`, { values: { ...datedIn('2020-03-10', '2099-01-01') } });
          expect(back.statusCode, back.body).toBe(200);
          expect((await ids(`?pageSize=${PAGE_SIZE_MAX}`)).ids).toContain(expired.id);
          expect((await ids(`?archive=true&pageSize=${PAGE_SIZE_MAX}`)).ids).not.toContain(expired.id);
        });

        it('the archive pages like the list: X-Total-Count counts the archive, page 2 holds the rest', async () => {
          const made: number[] = [];
          for (let i = 0; i < 3; i++)
            made.push((await create({ ...(await sampleDraft(`old ${i}`)), values: datedIn('2019-05-0' + (i + 1), '2019-12-31') })).id);
          const all = await ids(`?archive=true&pageSize=${PAGE_SIZE_MAX}`);
          expect(all.total).toBe(all.ids.length);
          const paged: number[] = [];
          for (let page = 1; page <= Math.ceil(all.total / 2); page++) {
            const one = await ids(`?archive=true&page=${page}&pageSize=2`);
            expect(one.total).toBe(all.total);
            paged.push(...one.ids);
          }
          expect(paged).toEqual(all.ids);
          for (const id of made) expect(all.ids).toContain(id);
          const list = await ids('?pageSize=1');
          expect(list.total + all.total).toBe(Number((await listAdmin('?pageSize=1')).headers['x-total-count']));
        });

        it("a new record saved without a date gets the type's default period from the settings; 0 gives none", async () => {
          const months = DEFAULT_VALIDITY_MONTHS[def.name as ValidityType];
          expect(months).toBeGreaterThan(0);
          const values = sampleValues();
          delete values[VALID_UNTIL];
          const item = await create({ ...(await sampleDraft('default')), values });
          const from = fromField.serverSet || !values[validity.from] ? todayInIndia() : String(values[validity.from]);
          expect(item[VALID_UNTIL]).toBe(addMonths(from, months));
          await setMonths(0);
          try {
            const none = await create({ ...(await sampleDraft('no default')), values });
            expect(none[VALID_UNTIL]).toBeNull();
            await setMonths(2);
            const two = await create({ ...(await sampleDraft('two months')), values });
            expect(two[VALID_UNTIL]).toBe(addMonths(from, 2));
            // An update without the date leaves it empty: the default is for new records only.
            const updated = await send('PUT', `${base}/${two.id}`, { values });
            expect((updated.json() as ResourceItem)[VALID_UNTIL]).toBeNull();
          } finally {
            await setMonths(months);
          }
        });

        it('refuses a bad archive year with 400, nothing cached for it', async () => {
          for (const q of ['?archive=true&year=20x6', '?archive=maybe', '?archive=true&year=12']) {
            const res = await listPublic(q);
            expect(res.statusCode, q).toBe(400);
          }
        });
      });
    }
  });
}

/** A JPEG of at least `size` bytes (random pixels hardly compress). */
async function bigImage(size: number): Promise<Buffer> {
  let edge = Math.ceil(Math.sqrt(size / 2));
  for (;;) {
    const data = await testImage({ width: edge, height: edge, noise: true });
    if (data.length >= size) return data;
    edge = Math.ceil(edge * 1.25);
  }
}
