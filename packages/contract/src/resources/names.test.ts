import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractResourceExports } from '../../../../scripts/resource-names.mjs';
import { RESOURCE_NAMES, isResourceName, resourceByName, resourceName, resources, type ResourceName } from '../index.ts';

describe('the content types’ names (ResourceName)', () => {
  it('are the definitions’ names, each once, in the sidebar’s order', () => {
    expect(RESOURCE_NAMES).toEqual(resources.map((r) => r.name));
    expect(new Set(RESOURCE_NAMES).size).toBe(RESOURCE_NAMES.length);
    for (const name of RESOURCE_NAMES) expect(resourceByName(name)?.name).toBe(name);
  });

  it('tell a content type’s name from any other text, and refuse an unknown one', () => {
    expect(isResourceName('notice')).toBe(true);
    expect(isResourceName('notices')).toBe(false);
    expect(isResourceName('toString')).toBe(false);
    expect(resourceName('ward')).toBe('ward');
    expect(() => resourceName('wards')).toThrow(/no content type is named "wards"/);
  });

  it('are a union the type check holds code to: a misspelt name does not compile', () => {
    const known: ResourceName = 'officeOrder';
    // @ts-expect-error -- 'notices' is no content type's name (if ResourceName widened to string, this line's
    // directive would be unused and `npm run typecheck` would fail).
    const misspelt: ResourceName = 'notices';
    expect([known, misspelt]).toHaveLength(2);
  });

  it('are all in the lint rule that keeps generic code from naming a content type (eslint.config.js)', () => {
    // The rule's list is the contract's export list of definitions, read as text (scripts/resource-names.mjs): each
    // definition is exported under its own name.
    expect(contractResourceExports().sort()).toEqual([...RESOURCE_NAMES].sort());
    const config = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../eslint.config.js'), 'utf8');
    expect(config).toContain('const resourceNames = contractResourceExports();');
  });
});
