import type { Config } from '../config.ts';

/** Whether HOST makes the portal reachable from other machines: all interfaces, or an address that is not loopback. */
export function isPublicHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  if (h === 'localhost' || h.endsWith('.localhost')) return false;
  if (h === '::1' || /^(::ffff:)?127\./.test(h)) return false;
  // 0.0.0.0, ::, '' and every other address or name (a name may resolve to any interface).
  return true;
}

/**
 * What an operator should know at start: a configuration that works but is unsafe or wrong for a public site.
 * - TRUST_PROXY with a public HOST: the portal believes the X-Forwarded-For (and -Proto) of a client that reaches
 *   it directly, so a client chooses its own address for every per-address limit and the audit trail.
 * - No PUBLIC_URL in production: absolute links (the receipt's tracking link and QR code, feeds) point at
 *   http://localhost:PORT.
 */
export function startWarnings(config: Pick<Config, 'host' | 'port' | 'trustProxy' | 'mode' | 'publicUrlSet'>): string[] {
  const warnings: string[] = [];
  if (config.trustProxy !== false && isPublicHost(config.host)) {
    const what =
      typeof config.trustProxy === 'number'
        ? `the X-Forwarded-For of any client that reaches it directly (the last ${config.trustProxy} hop${config.trustProxy === 1 ? '' : 's'})`
        : `the X-Forwarded-For of any client that reaches it from ${config.trustProxy.join(', ')}`;
    warnings.push(
      `TRUST_PROXY=${String(config.trustProxy)} while HOST=${config.host} listens on a public address: the portal believes ${what}, ` +
        'so such a client picks its own address for the per-address limits and the audit trail. Bind HOST=127.0.0.1 ' +
        'behind a proxy on the same machine, or let only the proxy reach the port (docs/deploy.md).',
    );
  }
  if (config.mode === 'production' && !config.publicUrlSet) {
    warnings.push(
      `PUBLIC_URL is not set: absolute links (receipts, QR codes) will point at http://localhost:${config.port}; set PUBLIC_URL ` +
        'to the address people use, e.g. PUBLIC_URL=https://portal.example.gov.in (docs/deploy.md).',
    );
  }
  return warnings;
}
