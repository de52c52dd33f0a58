import { formatMessage, type FieldErrors, type MessageKey, type MessageRef, type PortalError } from '@nagar/contract';

/** An error whose message is safe to show: it becomes `{ message, errors }` (contract ErrorBody) with its status. */
export class HttpError extends Error implements PortalError {
  /** The message keys behind `errors`, so that a page can show them in its own language. */
  errorKeys?: Record<string, MessageRef>;
  /** The key behind `message` where a page shows it in its own language (e.g. a limit's wait in minutes). */
  messageKey?: MessageRef;
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly headers?: Record<string, string>,
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

/** A refusal by its message key: the English message, and the key for a page to show it in its language. */
export function httpError(status: number, key: MessageKey, params?: Record<string, string | number>): HttpError {
  const error = new HttpError(status, formatMessage(key, params));
  error.messageKey = { key, ...(params ? { params } : {}) };
  return error;
}

/** The row a query by id found (the first); none: 404 (notFound). */
export function foundOr404<T>(rows: readonly T[]): T {
  const row = rows[0];
  if (!row) throw httpError(404, 'notFound');
  return row;
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);

/** Turns the shared validator's errors into the API's `errors` object (English texts). */
export function validationError(errors: FieldErrors): HttpError {
  const texts = Object.fromEntries(Object.entries(errors).map(([field, e]) => [field, formatMessage(e.key, e.params)]));
  // The first field's message leads, so that a client that shows one message shows the spec's text.
  const first = Object.values(texts)[0] ?? formatMessage('invalidInput');
  const error = new HttpError(400, first, texts);
  error.errorKeys = errors;
  return error;
}

/** 409: another row already holds this unique value; the field carries the message (key `duplicateValue`). */
export function conflictError(field: string): HttpError {
  const message = formatMessage('duplicateValue');
  const error = new HttpError(409, message, { [field]: message });
  error.errorKeys = { [field]: { key: 'duplicateValue' } };
  return error;
}

/** 400 for a list's bad query parameters: the message names the first parameter and says what is wrong with it. */
export function listQueryError(errors: FieldErrors): HttpError {
  const error = validationError(errors);
  const [name, first] = Object.entries(errors)[0]!;
  error.message = formatMessage('listParam', { name, reason: formatMessage(first.key, first.params) });
  return error;
}
