import { readErrorBody, type PortalError } from '@nagar/contract';

/** JSON calls from the back office to /api, on the session cookie. */
export class ApiError extends Error implements PortalError {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
  ) {
    super(message);
  }
}

let leavingToSignIn = false;
/** True once the page is on its way to the sign-in page (drafts are kept, so no "Leave site?" prompt). */
export const isLeavingToSignIn = () => leavingToSignIn;

/** Sends the person to sign in again, coming back to the same screen (drafts are kept in sessionStorage). */
export function signInAgain() {
  leavingToSignIn = true;
  const next = window.location.pathname + window.location.search;
  window.location.assign(`/login?expired=1&next=${encodeURIComponent(next)}`);
}

export async function api<T = unknown>(path: string, init: RequestInit = {}): Promise<{ data: T; headers: Headers }> {
  let res: Response;
  try {
    res = await fetch(path, { credentials: 'same-origin', ...init, headers: { accept: 'application/json', ...init.headers } });
  } catch {
    throw new ApiError(0, '');
  }
  if (res.status === 401 && !path.startsWith('/api/Account/password')) {
    // Finish reading the answer first: leaving mid-body would abort the request.
    await res.text().catch(() => '');
    signInAgain();
    throw new ApiError(401, '');
  }
  const text = res.status === 204 ? '' : await res.text();
  let body: unknown = undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!res.ok) {
    const b = readErrorBody(body);
    throw new ApiError(res.status, b.message, b.errors);
  }
  return { data: body as T, headers: res.headers };
}
