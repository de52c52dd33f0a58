import { describe, expect, it } from 'vitest';
import { notice, type FieldDef } from '@nagar/contract';
import { bindings } from './bindings.ts';
import type { ResourceBinding } from './binding.ts';
import { checkResourceTables, resourceTableMismatches } from './table-check.ts';

/** The notice binding with its definition's fields changed. */
const noticeWith = (change: (fields: FieldDef[]) => FieldDef[]): ResourceBinding[] => {
  const binding = bindings.find((b) => b.def.name === 'notice')!;
  return [{ ...binding, def: { ...notice, fields: change(notice.fields.map((f) => ({ ...f }))) } }];
};

describe('resource definitions against their Drizzle tables', () => {
  it('every content type and master list matches its table', () => {
    expect(resourceTableMismatches(bindings)).toEqual([]);
    expect(() => checkResourceTables(bindings)).not.toThrow();
  });

  it('a field without a column, a column without a field, a wrong kind and an optional NOT NULL column are named', () => {
    const changed = noticeWith((fields) => [
      ...fields
        .filter((f) => f.key !== 'description')
        .map((f) => (f.key === 'issueDate' ? { ...f, kind: 'boolean' as const } : f.key === 'title' ? { ...f, required: false } : f)),
      { key: 'summary', kind: 'text', label: { en: 'Summary', hi: 'सारांश' } },
    ]);
    expect(resourceTableMismatches(changed)).toEqual([
      'notice (table notices): field "title" is optional but its column title is NOT NULL without a default',
      'notice (table notices): field "issueDate" is boolean but its column issue_date is PgDateString (expected PgBoolean)',
      'notice (table notices): field "summary" has no column',
      'notice (table notices): column description ("description") is no field of the definition',
    ]);
  });

  it('the start stops with every difference listed', () => {
    const changed = noticeWith((fields) => [...fields, { key: 'summary', kind: 'text', label: { en: 'Summary', hi: 'सारांश' } }]);
    expect(() => checkResourceTables(changed)).toThrow(/disagree:\n {2}- notice \(table notices\): field "summary" has no column\n/);
  });
});
