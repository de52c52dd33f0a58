import { data } from 'react-router';
import { LANGS, type Lang } from '../i18n/index.ts';
import { catalogueAsset } from '../i18n/catalogues.server.ts';
import type { Route } from './+types/i18n';

/**
 * GET /i18n/hi?v=<version>: the public catalogue of one language as JSON, for the browser to hydrate the
 * page with (entry.client.tsx; the page preloads it). Under its current version it is cached for a year;
 * any other version is answered with the current texts and must be revalidated.
 */
export function loader({ params, request }: Route.LoaderArgs) {
  if (!LANGS.includes(params.lang as Lang)) throw data(null, { status: 404 });
  const asset = catalogueAsset(params.lang as Lang);
  const current = new URL(request.url).searchParams.get('v') === asset.version;
  const accepts = request.headers.get('accept-encoding') ?? '';
  const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity';
  const headers: Record<string, string> = {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    ETag: `"${asset.version}-${encoding}"`,
    Vary: 'Accept-Encoding',
    'X-Content-Type-Options': 'nosniff',
  };
  if (request.headers.get('if-none-match') === headers.ETag) return new Response(null, { status: 304, headers });
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  return new Response(asset.bytes[encoding], { headers });
}
