import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { registerServerCatalogues } from './i18n/catalogues.server.ts';
import { hydrates } from './root.tsx';

registerServerCatalogues();

export const streamTimeout = 10_000;

export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce || undefined;
  const handles = routerContext.staticHandlerContext.matches.map((m) => ({ handle: routerContext.routeModules[m.route.id]?.handle }));
  // A page that is not hydrated sends no loader data for the browser.
  if (!hydrates(handles, !!loadContext.user)) routerContext = { ...routerContext, serverHandoffStream: undefined };
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Crawlers and SPA-mode get the whole document at once; people get the shell as soon as it is ready.
    const readyEvent = isbot(request.headers.get('user-agent') ?? '') || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyEvent]() {
        shellRendered = true;
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html; charset=utf-8');
        if (!headers.has('Cache-Control')) headers.set('Cache-Control', 'no-store');
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        status = 500;
        if (shellRendered) loadContext.log.error({ err: error, url: logUrl(request.url) }, 'page rendering failed');
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** The URL as the logs show it: a citizen's mobile and the receipt's tracking token (t) left out (as the server's). */
const logUrl = (url: string) => url.replace(/([?&](?:mobile|token|t)=)[^&#]*/gi, '$1…');

/**
 * A loader's or action's unexpected error, and a render's: logged through the request's pino logger (with its
 * request id), not the console. A request the client gave up on is no error.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  (context as AppLoadContext).log.error({ err: error, url: logUrl(request.url) }, 'page rendering failed');
};
