import { useCallback, useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import { textOf, type PortalError } from '@nagar/contract';
import { ApiError, api } from './admin-api.ts';

/** What a write through the router answers: the API's JSON answer, or its refusal. */
export type WriteResult<T = unknown> = { ok: true; data: T } | { ok: false; error: PortalError };

/** The field of a multipart submission that names the API path it goes to (taken off before it is sent on). */
const PATH_FIELD = '_apiPath';

/** One write to the JSON API from a route's clientAction: the refusal comes back as data, not as a throw. */
export async function forwardToApi<T = unknown>(path: string, init: RequestInit): Promise<WriteResult<T>> {
  try {
    const { data } = await api<T>(path, init);
    return { ok: true, data };
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { ok: false, error: { status: err.status, message: err.message, errors: err.errors } };
  }
}

/**
 * The back office's clientAction: a submission from useApiWrite (JSON `{ path, body }`, or a form with the path in
 * `_apiPath`) goes to that /api path with the submission's method, on the session cookie. The router then reads the
 * page's loaders again (revalidation) and drops the answer of a submission the screen has left (cancellation).
 */
export async function apiWriteAction({ request }: { request: Request }): Promise<WriteResult> {
  let path: string;
  let body: BodyInit | undefined;
  const headers: Record<string, string> = {};
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    const sent = (await request.json()) as { path: string; body?: unknown };
    path = sent.path;
    if (sent.body !== undefined) {
      body = JSON.stringify(sent.body);
      headers['content-type'] = 'application/json';
    }
  } else {
    const form = await request.formData();
    path = textOf(form.get(PATH_FIELD));
    form.delete(PATH_FIELD);
    body = form;
  }
  if (!path.startsWith('/api/')) throw new Error(`Not an API path: ${path}`);
  return forwardToApi(path, { method: request.method, body, headers });
}

type Method = 'post' | 'put' | 'delete';

/**
 * Writes to the JSON API through the router (a fetcher submitting to the route's clientAction, apiWriteAction):
 * `write` resolves with the API's answer once the page's loaders have been read again, and rejects with an
 * ApiError when the API refuses. `busy` is true from the submission until the page is fresh.
 */
export function useApiWrite() {
  const fetcher = useFetcher<WriteResult>();
  const waiting = useRef<((result: WriteResult) => void) | null>(null);
  const { state, data } = fetcher;

  useEffect(() => {
    if (state !== 'idle' || !data || !waiting.current) return;
    const settle = waiting.current;
    waiting.current = null;
    settle(data);
  }, [state, data]);

  const submit = fetcher.submit;
  const write = useCallback(
    <T = unknown>(method: Method, path: string, body?: FormData | Record<string, unknown>): Promise<T> =>
      new Promise<T>((resolve, reject) => {
        waiting.current = (result) =>
          result.ok ? resolve(result.data as T) : reject(new ApiError(result.error.status, result.error.message, result.error.errors));
        if (body instanceof FormData) {
          body.set(PATH_FIELD, path);
          void submit(body, { method, encType: 'multipart/form-data' });
        } else {
          void submit({ path, ...(body === undefined ? {} : { body }) } as never, { method, encType: 'application/json' });
        }
      }),
    [submit],
  );
  return { write, busy: state !== 'idle' };
}
