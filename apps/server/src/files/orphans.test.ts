/**
 * No orphaned files (issue 9): concurrent updates of one record with new photos leave exactly the current
 * record's files, and the start-up sweep counts files that no row refers to.
 */
import { describe, expect, it } from 'vitest';
import { eq, getTableName } from 'drizzle-orm';
import { adminTestApp, countRows, injectForm, multipart, testImage } from '../test/app.ts';
import { abouts, files } from '../db/schema.ts';
import { countOrphanFiles, fileReferences } from './orphans.ts';
import { insertFiles } from './store.ts';

const s = adminTestApp();

/** The record's photo and its variants: what the files table should hold for it. */
async function filesOf(id: number): Promise<number> {
  const { db } = s.t.app.services;
  const [row] = await db.select().from(abouts).where(eq(abouts.id, id));
  if (!row?.photoPath) return 0;
  const main = await db.select().from(files).where(eq(files.id, row.photoPath));
  const variants = await db.select().from(files).where(eq(files.parentId, row.photoPath));
  return main.length + variants.length;
}

describe('file replacement under a row lock', () => {
  it('8 concurrent updates of one record, each with a new photo: the files table holds exactly the current photo', async () => {
    const { app } = s.t;
    const photo = await testImage({ width: 64, height: 48 });
    const created = await injectForm(
      app,
      { url: '/api/Admin/about', headers: s.auth },
      { 'About.Name': 'Office', 'About.Description': 'Text' },
      { 'About.AboutImage': { data: photo, filename: 'a.jpg', type: 'image/jpeg' } },
    );
    expect(created.statusCode).toBe(201);
    const { id } = created.json() as { id: number };

    const bodies = await Promise.all(
      Array.from({ length: 8 }, async (_, i) =>
        multipart(
          { 'About.Name': `Office ${i}`, 'About.Description': 'Text' },
          { 'About.AboutImage': { data: await testImage({ width: 64 + i, height: 48 }), filename: `p${i}.jpg`, type: 'image/jpeg' } },
        ),
      ),
    );
    const answers = await Promise.all(
      bodies.map((b) =>
        app.inject({ method: 'PUT', url: `/api/Admin/about/${id}`, headers: { ...s.auth, ...b.headers }, payload: b.payload }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(await countOrphanFiles(app.services.db)).toEqual({ files: 0, uploads: 0, bytes: 0 });
    expect(await countRows(app, files)).toBe(await filesOf(id));
  });
});

describe('the orphan-file sweep', () => {
  it('reads every file column of the schema (complaints, their actions, content)', () => {
    const columns = fileReferences().map((r) => r.column.name);
    for (const name of ['file_id', 'photo_id', 'image_id', 'document_5_id', 'public_image_1_id', 'action_image_2_id', 'image_1_id'])
      expect(columns).toContain(name);
    // Tables outside schema.ts's `schema` object too: a trade licence application's documents (issue 27).
    expect(fileReferences().some((r) => getTableName(r.table) === 'trade_licence_documents')).toBe(true);
  });

  it('counts a stored file that no row refers to, with its variants, and nothing else', async () => {
    const { db } = s.t.app.services;
    const before = await countOrphanFiles(db);
    const draft = (variant: 'main' | 'thumb') => ({
      name: `${variant}.jpg`,
      contentType: 'image/jpeg',
      size: 10,
      data: Buffer.from('0123456789'),
      variant,
    });
    await insertFiles(db, [draft('main'), draft('thumb')]);
    expect(await countOrphanFiles(db)).toEqual({ files: before.files + 2, uploads: before.uploads + 1, bytes: before.bytes + 20 });
  });
});
