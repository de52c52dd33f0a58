import { eq, inArray, or, sql } from 'drizzle-orm';
import type { FileInfo } from '@nagar/contract';
import { anyOf } from '../db/any-of.ts';
import type { Db, Tx } from '../db/client.ts';
import { FILE_CHUNK_BYTES, fileChunks, files } from '../db/schema.ts';
import { safeFileName, withEtag, type FileDraft } from './pipeline.ts';

const fileUrl = (id: string, name: string) => `/files/${id}/${encodeURIComponent(name)}`;

/** Pieces written per statement: 4 × 256 KB, so a statement's parameters stay near 1 MB. */
const CHUNKS_PER_INSERT = 4;

/**
 * Bytes sent as base64 text that the database decodes: PGlite's own encoding of a bytea parameter takes ~20× as
 * long, in the database's thread.
 */
const base64Bytes = (bytes: Buffer) => sql<Buffer>`decode(${bytes.toString('base64')}, 'base64')`;

/** Writes a file's bytes as its pieces (file_chunks), a few per statement. */
async function insertChunks(tx: Tx | Db, fileId: string, data: Buffer) {
  const count = Math.ceil(data.length / FILE_CHUNK_BYTES);
  for (let first = 0; first < count; first += CHUNKS_PER_INSERT) {
    const rows = [];
    for (let seq = first; seq < Math.min(count, first + CHUNKS_PER_INSERT); seq++)
      rows.push({ fileId, seq, data: base64Bytes(data.subarray(seq * FILE_CHUNK_BYTES, (seq + 1) * FILE_CHUNK_BYTES)) });
    await tx.insert(fileChunks).values(rows);
  }
}

/**
 * Stores a processed upload (main file first, then its variants): each file's record, then its bytes in pieces,
 * in the caller's transaction. Returns the main file's id.
 */
export async function insertFiles(tx: Tx | Db, drafts: FileDraft[]): Promise<string> {
  const [main, ...variants] = drafts.map(withEtag);
  const store = async (draft: NonNullable<typeof main>, parentId?: string) => {
    const { data, ...record } = draft;
    const [row] = await tx
      .insert(files)
      .values({ ...record, parentId })
      .returning({ id: files.id });
    await insertChunks(tx, row!.id, data);
    return row!.id;
  };
  const id = await store(main!);
  for (const variant of variants) await store(variant, id);
  return id;
}

export async function deleteFiles(tx: Tx | Db, ids: string[]) {
  if (ids.length === 0) return;
  await tx.delete(files).where(or(inArray(files.id, ids), inArray(files.parentId, ids)));
}

/** Keeps a document's download name in step with its record's title. */
export async function renameFile(tx: Tx | Db, id: string, baseName: string) {
  const [row] = await tx.select({ name: files.name }).from(files).where(eq(files.id, id));
  if (!row) return;
  const ext = row.name.split('.').pop() ?? 'bin';
  const name = safeFileName(baseName, ext);
  if (name !== row.name) await tx.update(files).set({ name }).where(eq(files.id, id));
}

/** URL, type, size and image variants of the given main files, for API answers. */
export async function describeFiles(db: Db, ids: string[]): Promise<Map<string, FileInfo>> {
  const out = new Map<string, FileInfo>();
  const unique = [...new Set(ids)];
  if (unique.length === 0) return out;
  const rows = await db
    .select({
      id: files.id,
      parentId: files.parentId,
      variant: files.variant,
      name: files.name,
      contentType: files.contentType,
      size: files.size,
      width: files.width,
      height: files.height,
    })
    .from(files)
    .where(or(anyOf(files.id, unique), anyOf(files.parentId, unique)));
  for (const r of rows) {
    if (r.variant === 'main') {
      const info: FileInfo = { url: fileUrl(r.id, r.name), name: r.name, type: r.contentType, size: r.size };
      if (r.width && r.height) Object.assign(info, { width: r.width, height: r.height });
      out.set(r.id, { ...out.get(r.id), ...info });
    }
  }
  for (const r of rows) {
    if (r.variant === 'main' || !r.parentId) continue;
    const info = out.get(r.parentId);
    if (!info) continue;
    if (r.variant === 'webp') info.webp = fileUrl(r.id, r.name);
    if (r.variant === 'medium')
      Object.assign(info, { medium: fileUrl(r.id, r.name), mediumWidth: r.width ?? undefined, mediumHeight: r.height ?? undefined });
    if (r.variant === 'thumb')
      Object.assign(info, { thumb: fileUrl(r.id, r.name), thumbWidth: r.width ?? undefined, thumbHeight: r.height ?? undefined });
  }
  return out;
}
