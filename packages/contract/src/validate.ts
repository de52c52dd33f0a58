import { isFileField, type ResourceDef } from './resource.ts';
import { draftErrors, fieldsSchema } from './draft.ts';
import type { DraftValues, FieldErrors, ValidationContext } from './patterns.ts';

export * from './patterns.ts';

const schemas = new WeakMap<ResourceDef, ReturnType<typeof fieldsSchema>>();

/** A content type's draft schema, built once from its field definitions (see draft.ts). */
export function resourceSchema(def: ResourceDef): ReturnType<typeof fieldsSchema> {
  let schema = schemas.get(def);
  if (!schema) schemas.set(def, (schema = fieldsSchema(def.fields)));
  return schema;
}

/**
 * The wrapper the admin form and the server call: checks a draft against the content type's zod schema
 * (`resourceSchema`), with `ctx.hasFile` as the file fields' values. Returns an empty object when the draft
 * is valid, else each field's first message key with its params (the field's label in both languages).
 */
export function validateDraft(def: ResourceDef, values: DraftValues, ctx: ValidationContext): FieldErrors {
  const files = Object.fromEntries(def.fields.filter(isFileField).map((f) => [f.key, ctx.hasFile[f.key] ?? false]));
  const result = resourceSchema(def).safeParse({ ...values, ...files });
  const errors = result.success ? {} : draftErrors(def.fields, result.error.issues);
  // ResourceDef.oneOf (a video's source): none of the fields given (a value or a file) is an error on the first.
  if (def.oneOf) {
    const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
    const given = def.oneOf.keys.some((key) => ctx.hasFile[key] || !blank(values[key]));
    const first = def.oneOf.keys[0]!;
    if (!given && !errors[first]) errors[first] = { key: def.oneOf.message };
  }
  return errors;
}
