import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';

/**
 * Browser features no page of the portal uses, refused for the site and anything it frames (the map, the video
 * player): a script that got in could not turn on the camera, the microphone or the location, take payments or
 * reach USB/serial devices, and the site joins no interest profiling. Only features today's Chromium and Firefox
 * recognise (an unknown name is a console error in Chromium). Fullscreen, autoplay and picture-in-picture stay
 * allowed: the video gallery's player asks for them.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'browsing-topics',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The Content-Security-Policy of every answer that is no page: JSON, redirects, route data (`.data`), the
 * catalogue, built assets, errors. Nothing it holds may load anything or be framed, should a browser ever
 * render it as a document. Pages set their own (with the script nonce, web/plugin.ts) and stored files theirs
 * (the sandbox, files/routes.ts): a policy already set is kept.
 */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'";

/**
 * Permissions-Policy on every answer, and the non-page CSP on every answer that has no policy of its own. An
 * onSend hook on the root instance: it runs for every route, the 404 handler and error answers. Development's
 * pages carry no CSP (Vite's client injects inline scripts), and keep none.
 */
export function securityHeaders(app: FastifyInstance, config: Pick<Config, 'mode'>) {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (!reply.hasHeader('content-security-policy')) {
      const page = String(reply.getHeader('content-type') ?? '').startsWith('text/html');
      if (!(page && config.mode === 'development')) reply.header('content-security-policy', NON_PAGE_CSP);
    }
    return payload;
  });
}
