import { textOf } from '@nagar/contract';

/**
 * A page action's form (the public forms without JavaScript): the body read once, and its text fields by name (a
 * file or a missing field: undefined); null when the body could not be read (over the server's limit: 413).
 */
export async function readForm<K extends string>(
  request: Request,
  fields: readonly K[],
): Promise<{ form: FormData; values: Partial<Record<K, string>>; text: (name: string) => string | undefined } | null> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return null;
  }
  const text = (name: string) => {
    const v = form.get(name);
    return typeof v === 'string' ? textOf(v) : undefined;
  };
  return { form, values: Object.fromEntries(fields.map((k) => [k, text(k)])) as Partial<Record<K, string>>, text };
}
