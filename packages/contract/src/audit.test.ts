import { describe, expect, it } from 'vitest';
import { AUDIT_ENTITIES, RESOURCE_NAMES, type AuditEntity } from './index.ts';

describe('the audit trail’s record types', () => {
  it('are each named once and none is a content type’s name (those come from the definitions)', () => {
    expect(new Set(AUDIT_ENTITIES).size).toBe(AUDIT_ENTITIES.length);
    expect(AUDIT_ENTITIES.filter((e) => (RESOURCE_NAMES as readonly string[]).includes(e))).toEqual([]);
  });

  it('take no other name: a misspelt record type fails npm run typecheck', () => {
    const known: AuditEntity[] = ['trade-licence', 'notice'];
    // @ts-expect-error a record type the trail does not know (the licence spelt the American way)
    const misspelt: AuditEntity = 'trade-license';
    expect([...known, misspelt]).toHaveLength(3);
  });
});
