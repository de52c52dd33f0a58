import { desc, sql } from 'drizzle-orm';
import { notice } from '@nagar/contract';
import { notices } from '../db/schema.ts';
import { defineBinding, type ResourceBinding, type ResourceTable } from './binding.ts';

/** Newest issue date first; notices without a date after dated ones. */
const byIssueDate = (t: ResourceTable) => [sql`${t.issueDate} desc nulls last`, desc(t.id)];

export const bindings: ResourceBinding[] = [
  defineBinding({ def: notice, table: notices as unknown as ResourceTable, orderBy: byIssueDate }),
];
