import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIST_CAP, PAGE_SIZE_MAX } from '@nagar/contract';

/**
 * Bounded answers (issue 31): a list answer that holds only part of what matches says where the rest is, in a
 * `Link: <…?page=N&pageSize=M>; rel="next"` header (RFC 8288, relative to the request), beside `X-Total-Count`.
 * `page`/`pageSize` are what the request asked for; without them the answer is the first LIST_CAP rows, and the
 * next link continues after them in pages of PAGE_SIZE_MAX (the largest page a request may ask for).
 */
export function nextPageLink(url: string, asked: { page?: number; pageSize?: number }, total: number): string | undefined {
  const unpaged = asked.page === undefined && asked.pageSize === undefined;
  const page = asked.page ?? 1;
  const shown = unpaged ? LIST_CAP : page * (asked.pageSize ?? LIST_CAP);
  if (total <= shown) return undefined;
  const [path, search = ''] = url.split('?', 2) as [string, string?];
  const params = new URLSearchParams(search);
  params.set('page', String(unpaged ? LIST_CAP / PAGE_SIZE_MAX + 1 : page + 1));
  const size = unpaged ? PAGE_SIZE_MAX : asked.pageSize;
  if (size !== undefined) params.set('pageSize', String(size));
  return `<${path}?${params.toString()}>; rel="next"`;
}

/** Sets the next page's Link header on a list answer when the answer is not the whole list. */
export function linkNextPage(request: FastifyRequest, reply: FastifyReply, asked: { page?: number; pageSize?: number }, total: number) {
  const link = nextPageLink(request.url, asked, total);
  if (link) reply.header('link', link);
}
