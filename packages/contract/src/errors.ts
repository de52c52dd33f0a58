import type { MessageKey } from './messages.ts';

/** A message by its key, for a page to show in its own language. */
export interface MessageRef {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/**
 * The one error that crosses from the server to the pages: what a service throws (the server's HttpError),
 * what the JSON API answers (its status and `ErrorBody`), what the back office's API client throws
 * (ApiError) and what the pages' loaders and actions catch from the portal. `message` is safe to show;
 * `errors` names the fields (English texts); the keys behind them let a page show them in its language.
 */
export interface PortalError {
  status: number;
  message: string;
  errors?: Record<string, string>;
  messageKey?: MessageRef;
  errorKeys?: Record<string, MessageRef>;
}

/** The JSON body of a refused or failed API request (the status is the answer's). */
export type ErrorBody = Pick<PortalError, 'message' | 'errors'>;

/** True for an error with a status and a message to show (a refusal from the server), false for a fault. */
export function isPortalError(err: unknown): err is PortalError {
  if (typeof err !== 'object' || err === null) return false;
  const { status, message } = err as Partial<PortalError>;
  return typeof status === 'number' && typeof message === 'string';
}

/** The API's answer for an error: its message and, when it names fields, their messages. */
export const errorBody = (err: Pick<PortalError, 'message' | 'errors'>): ErrorBody => ({
  message: err.message,
  ...(err.errors ? { errors: err.errors } : {}),
});

/** Reads an answer's body as the API's error body (anything else gives an empty message). */
export function readErrorBody(body: unknown): ErrorBody {
  const b = (typeof body === 'object' && body !== null ? body : {}) as Partial<ErrorBody>;
  const errors = typeof b.errors === 'object' && b.errors !== null ? b.errors : undefined;
  return { message: typeof b.message === 'string' ? b.message : '', ...(errors ? { errors } : {}) };
}
