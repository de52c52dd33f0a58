import type { PageLogger } from '@nagar/contract';

/**
 * A block's data or, when its call fails, an error flag: one failing block never breaks the page. The failure goes
 * to the request's logger (with its request id), as the server's own errors do.
 */
export async function settle<T>(promise: Promise<T>, log: PageLogger): Promise<{ value: T | null; error: boolean }> {
  try {
    return { value: await promise, error: false };
  } catch (err) {
    log.error({ err }, 'a block of the page could not be read');
    return { value: null, error: true };
  }
}
