import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Area, ResourceDef, ResourceName } from '@nagar/contract';
import type { Tx } from '../db/client.ts';

/** A table whose column properties are the resource's field keys, plus id and timestamps. */
export type ResourceTable = PgTable & { id: PgColumn; updatedAt: PgColumn } & Record<string, PgColumn>;

/**
 * How a resource is stored: its table, who may manage it and how lists are ordered. Everything else
 * (API routes, validation, files, caching) is generic.
 */
export interface ResourceBinding {
  def: ResourceDef<ResourceName>;
  table: ResourceTable;
  /** Newest first by default (id descending). */
  orderBy?: (table: ResourceTable) => SQL[];
  /** The back-office area whose roles manage the resource (contract PERMISSIONS; default 'content'). */
  area?: Area;
  /** Whether GET /api/Public/{api} lists it (default yes). */
  publicList?: boolean;
  /** Extra query parameters of the public list (e.g. tender ?state=current): a filter and its cache key. */
  publicFilter?: (query: Record<string, unknown>) => { key: string; where: SQL | undefined } | undefined;
  /** The schemas of those extra parameters (the public list route declares them beside page and pageSize). */
  publicQuery?: z.ZodRawShape;
  /** Called in a removal's transaction with the row locked, before it is deleted: throws to refuse (a ward in use). */
  beforeRemove?: (tx: Tx, id: number) => Promise<void>;
}

export const defineBinding = (binding: ResourceBinding) => binding;
