import { useTranslation } from '../i18n/use-translation.ts';
import { useForm, type SubmissionResult } from '@conform-to/react';
import { parseWithZod } from '@conform-to/zod/v4';
import { labelParams, messagesEn, type FieldDef, type MessageKey } from '@nagar/contract';
import type { $ZodType } from 'zod/v4/core';

/**
 * The public forms' side of the one validation path: Conform parses a form against the contract's draft
 * schema, the same on the server (the action, without JavaScript) and in the browser (before sending). The
 * schema's messages are message keys, formatted here with the field's label in the page's language.
 */
export const parseDraftForm = <S extends $ZodType>(formData: FormData, schema: S) =>
  parseWithZod(formData, { schema, disableAutoCoercion: true });

/** The text of a field's first error (a message key from the schema), naming the field by its label. */
export function useDraftMessages(fields: FieldDef[]) {
  const { t } = useTranslation();
  return (name: string, errors: string[] | undefined): string | undefined => {
    const key = errors?.[0];
    if (!key) return undefined;
    const field = fields.find((f) => f.key === name);
    const known = (key in messagesEn ? key : 'invalidInput') as MessageKey;
    return t(`msg.${known}`, (field && labelParams(field, known, fields)) ?? {});
  };
}

/**
 * A public form checked by the contract's draft schema in the browser before it is sent (with JavaScript), whose
 * server answer (the same schema, in the service) comes back as the form's last result: `keys`, the message keys
 * of the fields the server refused.
 */
export function useDraftForm<S extends $ZodType>(schema: S, keys: Record<string, { key: string }> | undefined) {
  const lastResult: SubmissionResult<string[]> | undefined = keys
    ? { status: 'error', error: Object.fromEntries(Object.entries(keys).map(([k, e]) => [k, [e.key]])) }
    : undefined;
  return useForm({
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseDraftForm(formData, schema),
  });
}
