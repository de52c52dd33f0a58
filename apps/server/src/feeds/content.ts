import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { hindiKey, servicePath, type ResourceName } from '@nagar/contract';
import { files } from '../db/schema.ts';
import type { Services } from '../services.ts';
import { indiaDayStart } from '../lib/india-time.ts';

/**
 * The published content that the sitemap and the feeds list: each type's own address (a detail page or the
 * downloadable document), its date and its last change. Every row of a content table is public (the back office
 * has no drafts); complaints, users and the like are no content type and never appear here.
 */
export interface ContentType {
  /** The resource's name (contract). */
  resource: ResourceName;
  /** The public list page that shows the type. */
  listPath: string;
  /** The column of the item's own date (its issue, publish or release date). */
  date: string;
  title: string;
  description?: string;
  /** The document or picture column whose file is the item's download. */
  file?: string;
  /** The item's own page, when it has one. */
  detailPath?: (row: { id: number; slug?: string | null }) => string;
}

export const CONTENT_TYPES = {
  notice: { resource: 'notice', listPath: '/notice', date: 'issueDate', title: 'title', description: 'description', file: 'filePath' },
  circular: {
    resource: 'circular',
    listPath: '/circulars',
    date: 'issueDate',
    title: 'title',
    description: 'description',
    file: 'filePath',
  },
  officeOrder: {
    resource: 'officeOrder',
    listPath: '/officeorder',
    date: 'issueDate',
    title: 'title',
    description: 'description',
    file: 'filePath',
  },
  latestNews: { resource: 'latestNews', listPath: '/latestnews', date: 'createdDate', title: 'title', description: 'description' },
  tender: {
    resource: 'tender',
    listPath: '/currenttender',
    date: 'publish_date',
    title: 'tender_title',
    description: 'tender_discreption',
    detailPath: (row) => `/tender-details?id=${row.id}`,
  },
  pressRelease: {
    resource: 'pressRelease',
    listPath: '/pressrelease',
    date: 'releaseDate',
    title: 'title',
    description: 'description',
    file: 'photoPath',
  },
  service: {
    resource: 'service',
    listPath: '/services',
    date: 'reviewedDate',
    title: 'title',
    description: 'summary',
    detailPath: (row) => servicePath(row.slug),
  },
} satisfies Record<string, ContentType>;

export type ContentTypeName = keyof typeof CONTENT_TYPES;

export interface ContentItem {
  id: number;
  title: string;
  titleHi: string;
  description: string;
  descriptionHi: string;
  /** The item's own date (a calendar day: its start in India), or null. */
  date: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The item's path on this site: its page, its document, or (neither) its list page. */
  path: string;
  /** Whether `path` is the item's own (a page or a document) rather than its list's. */
  own: boolean;
}

const fileUrl = (id: string, name: string) => `/files/${id}/${encodeURIComponent(name)}`;

/**
 * A type's items, newest first by their own date (then by id), `limit` at most. Read with one query (the
 * document's stored name joined in), so that a sitemap of many thousand items costs one round trip.
 */
export async function contentItems(services: Services, name: ContentTypeName, limit?: number): Promise<ContentItem[]> {
  const type: ContentType = CONTENT_TYPES[name];
  const table = services.resource(type.resource).table as unknown as Record<string, PgColumn>;
  const column = (key: string) => table[key] as PgColumn;
  const text = (key: string | undefined): SQL<string> => (key && table[key] ? sql<string>`coalesce(${column(key)}, '')` : sql<string>`''`);
  const dated = column(type.date).columnType.startsWith('PgTimestamp');
  const fileColumn = type.file ? column(type.file) : undefined;
  const query = services.db
    .select({
      id: column('id'),
      title: text(type.title),
      titleHi: text(hindiKey(type.title)),
      description: text(type.description),
      descriptionHi: text(type.description && hindiKey(type.description)),
      // A calendar day as its text (no time zone in the way); a timestamp (the news item's date) as it is.
      day: dated ? sql<string | null>`null` : sql<string | null>`${column(type.date)}::text`,
      at: dated ? column(type.date) : sql<null>`null`,
      createdAt: column('createdAt'),
      updatedAt: column('updatedAt'),
      slug: table.slug ? sql<string | null>`${column('slug')}` : sql<null>`null`,
      fileId: fileColumn ? sql<string | null>`${files.id}` : sql<null>`null`,
      fileName: fileColumn ? sql<string | null>`${files.name}` : sql<null>`null`,
    })
    .from(table as unknown as PgTable);
  const joined = (fileColumn ? query.leftJoin(files, eq(files.id, fileColumn)) : query) as typeof query;
  const ordered = joined.orderBy(sql`${column(type.date)} desc nulls last`, desc(column('id')));
  const rows = await (limit ? ordered.limit(limit) : ordered);
  return rows.map((row) => {
    const id = Number(row.id);
    const own = type.detailPath
      ? type.detailPath({ id, slug: row.slug })
      : row.fileId && row.fileName
        ? fileUrl(row.fileId, row.fileName)
        : undefined;
    return {
      id,
      title: row.title,
      titleHi: row.titleHi,
      description: row.description,
      descriptionHi: row.descriptionHi,
      date: row.at ? (row.at as Date) : row.day ? indiaDayStart(row.day) : null,
      createdAt: row.createdAt as Date,
      updatedAt: row.updatedAt as Date,
      path: own ?? type.listPath,
      own: own !== undefined,
    };
  });
}
