import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatMessage, hasControlChars } from '@nagar/contract';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Query parameters this route reads as a list (`?designations=a&designations=b`); `true`: any (the
     * pages, which read their own URL). Every other parameter given twice is refused with 400.
     */
    repeatableQuery?: string[] | true;
  }
}

const refuse = (key: 'controlChars' | 'repeatedParameter', field: string) => {
  const message = formatMessage(key, { name: field });
  return new HttpError(400, message, { [field]: message });
};

/** The first string (key or value) in a parsed JSON body that holds a control character, walked without recursion. */
function controlCharPath(body: unknown): string | undefined {
  const stack: Array<[unknown, string]> = [[body, '']];
  while (stack.length) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (hasControlChars(value)) return path || 'body';
    } else if (value && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (hasControlChars(key)) return 'body';
        stack.push([child, path ? `${path}.${key}` : key]);
      }
    }
  }
  return undefined;
}

/**
 * The one check of every request's route parameters, query string and JSON body, before any route sees them:
 * control characters (NUL, which PostgreSQL refuses, and the rest) answer 400 `controlChars`; a query parameter
 * given twice (which Fastify hands over as an array) answers 400 `repeatedParameter` unless the route reads a
 * list. Multipart bodies are streamed to their routes and checked there; services check their inputs again
 * for the entry paths that bypass HTTP parsing (the pages' forms).
 */
export function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request: FastifyRequest) => {
    const params = request.params as Record<string, unknown> | undefined;
    for (const [key, value] of Object.entries(params ?? {})) {
      if (typeof value === 'string' && hasControlChars(value)) throw refuse('controlChars', key === '*' ? 'path' : key);
    }
    const query = request.query as Record<string, unknown> | undefined;
    const repeatable = request.routeOptions.config?.repeatableQuery;
    for (const [key, value] of Object.entries(query ?? {})) {
      const values = Array.isArray(value) ? value : [value];
      if (hasControlChars(key) || values.some((v) => typeof v === 'string' && hasControlChars(v)))
        throw refuse('controlChars', hasControlChars(key) ? 'query' : key);
      if (values.length > 1 && repeatable !== true && !repeatable?.includes(key)) throw refuse('repeatedParameter', key);
    }
    // A body a route reads itself as a stream (a CSV import) is no parsed value: its graph is not walked (it loops).
    if (request.body !== undefined && !request.isMultipart() && !(request.body instanceof Readable)) {
      const path = controlCharPath(request.body);
      if (path !== undefined) throw refuse('controlChars', path);
    }
  });
}
