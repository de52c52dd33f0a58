/**
 * The content types' definitions as the contract exports them: the names in packages/contract/src/resources/index.ts's
 * `export { … }` list, which a new type joins there. Read as text: ESLint's configuration (eslint.config.js, whose
 * rule keeps generic code from importing a specific type) is plain JavaScript and cannot import the contract's
 * TypeScript. packages/contract/src/resources/names.test.ts holds these to RESOURCE_NAMES.
 */
import fs from 'node:fs';

export function contractResourceExports() {
  const index = fs.readFileSync(new URL('../packages/contract/src/resources/index.ts', import.meta.url), 'utf8');
  const list = /^export \{([^}]*)\};/m.exec(index)?.[1];
  if (!list) throw new Error('packages/contract/src/resources/index.ts has no `export { … };` list of the definitions');
  return [...list.matchAll(/\b([A-Za-z_$][\w$]*)\b/g)].map((m) => m[1]);
}
