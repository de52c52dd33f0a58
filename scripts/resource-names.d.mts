/** The names in packages/contract/src/resources/index.ts's `export { … }` list (resource-names.mjs). */
export function contractResourceExports(): string[];
