import { getTableColumns, getTableName } from 'drizzle-orm';
import type { FieldKind } from '@nagar/contract';
import type { ResourceBinding } from './binding.ts';

/** The Drizzle column types that can hold each kind of field. */
const COLUMN_TYPES: Record<FieldKind, readonly string[]> = {
  text: ['PgText', 'PgVarchar'],
  longtext: ['PgText', 'PgVarchar'],
  email: ['PgText', 'PgVarchar'],
  mobile: ['PgText', 'PgVarchar'],
  phone: ['PgText', 'PgVarchar'],
  select: ['PgText', 'PgVarchar'],
  time: ['PgText', 'PgTime'],
  date: ['PgDateString', 'PgDate', 'PgTimestamp', 'PgTimestampString'],
  integer: ['PgInteger', 'PgSmallInt', 'PgBigInt53'],
  boolean: ['PgBoolean'],
  link: ['PgText', 'PgVarchar'],
  youtube: ['PgText', 'PgVarchar'],
  slug: ['PgText', 'PgVarchar'],
  image: ['PgUUID'],
  document: ['PgUUID'],
  video: ['PgUUID'],
  captions: ['PgUUID'],
  reference: ['PgInteger'],
};

/** Columns every resource table has that are no field of its definition. */
const ROW_COLUMNS = ['id', 'createdAt', 'updatedAt'];

/**
 * What differs between each resource definition's fields and its Drizzle table's columns: a field without a
 * column, a column without a field, a column type that cannot hold the field's kind, or an optional field on a
 * NOT NULL column without a default (a record saved without the value would be refused by the database).
 */
export function resourceTableMismatches(bindings: readonly ResourceBinding[]): string[] {
  const problems: string[] = [];
  for (const { def, table } of bindings) {
    const columns = getTableColumns(table);
    const where = `${def.name} (table ${getTableName(table)})`;
    for (const field of def.fields) {
      const column = columns[field.key];
      if (!column) {
        problems.push(`${where}: field "${field.key}" has no column`);
        continue;
      }
      const allowed = COLUMN_TYPES[field.kind];
      if (!allowed.includes(column.columnType)) {
        problems.push(
          `${where}: field "${field.key}" is ${field.kind} but its column ${column.name} is ${column.columnType} (expected ${allowed.join(' or ')})`,
        );
      }
      if (column.notNull && !column.hasDefault && !field.required && !field.serverSet) {
        problems.push(`${where}: field "${field.key}" is optional but its column ${column.name} is NOT NULL without a default`);
      }
    }
    const fieldKeys = new Set(def.fields.map((f) => f.key));
    for (const key of Object.keys(columns)) {
      // Columns the database computes (the site search's texts, db/schema.ts searchText) are no one's input.
      if (columns[key]!.generated) continue;
      if (!fieldKeys.has(key) && !ROW_COLUMNS.includes(key))
        problems.push(`${where}: column ${columns[key]!.name} ("${key}") is no field of the definition`);
    }
  }
  return problems;
}

/** Throws at start when a resource definition and its table disagree, naming every difference. */
export function checkResourceTables(bindings: readonly ResourceBinding[]): void {
  const problems = resourceTableMismatches(bindings);
  if (problems.length > 0) {
    throw new Error(
      `The resource definitions and the database tables disagree:\n  - ${problems.join('\n  - ')}\nChange the definition (packages/contract) or the table (apps/server/src/db/schema.ts and a migration) so they match.`,
    );
  }
}
