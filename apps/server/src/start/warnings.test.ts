import { describe, expect, it } from 'vitest';
import { createTestDatabase, logSink, testConfig, testDbKind } from '../test/app.ts';
import type { Config } from '../config.ts';
import { startPortal } from './start.ts';
import { isPublicHost, startWarnings } from './warnings.ts';

const base = { host: '127.0.0.1', port: 3000, trustProxy: false, mode: 'production', publicUrlSet: true } as const;

describe('start-up warnings', () => {
  it('HOST is public when it listens on every interface or on an address that is not loopback', () => {
    for (const host of ['0.0.0.0', '::', '[::]', '192.168.1.20', '10.0.0.5', 'portal.example']) expect(isPublicHost(host), host).toBe(true);
    for (const host of ['127.0.0.1', '127.0.1.1', '::1', '[::1]', 'localhost', '::ffff:127.0.0.1'])
      expect(isPublicHost(host), host).toBe(false);
  });

  it('TRUST_PROXY (a hop count or a list) with a public HOST: a warning naming both and docs/deploy.md', () => {
    for (const trustProxy of [1, 2, ['10.0.0.0/8']] as const) {
      for (const host of ['0.0.0.0', '::', '192.168.1.20']) {
        const warnings = startWarnings({ ...base, host, trustProxy: trustProxy as Config['trustProxy'] });
        expect(warnings, `${String(trustProxy)} ${host}`).toHaveLength(1);
        expect(warnings[0]).toMatch(/^TRUST_PROXY=.* while HOST=.* listens on a public address/);
        expect(warnings[0]).toContain('docs/deploy.md');
      }
    }
    expect(startWarnings({ ...base, host: '127.0.0.1', trustProxy: 1 })).toEqual([]);
    expect(startWarnings({ ...base, host: '0.0.0.0', trustProxy: false })).toEqual([]);
  });

  it('no PUBLIC_URL in production: a warning naming the fallback address; none in development or tests', () => {
    expect(startWarnings({ ...base, port: 8080, publicUrlSet: false })).toEqual([
      'PUBLIC_URL is not set: absolute links (receipts, QR codes) will point at http://localhost:8080; set PUBLIC_URL to the address people use, e.g. PUBLIC_URL=https://portal.example.gov.in (docs/deploy.md).',
    ]);
    expect(startWarnings({ ...base, mode: 'development', publicUrlSet: false })).toEqual([]);
    expect(startWarnings({ ...base, mode: 'test', publicUrlSet: false })).toEqual([]);
  });

  it(`the portal logs them when it starts (${testDbKind()})`, async () => {
    const { lines, stream: logStream } = logSink();
    const database = await createTestDatabase();
    const config = testConfig(database.url, {
      logLevel: 'warn',
      logFormat: 'json',
      host: '0.0.0.0',
      trustProxy: 1,
      mode: 'production',
      publicUrlSet: false,
    });
    const { app } = await startPortal(config, { web: false, logStream });
    try {
      const warnings = lines.map((l) => JSON.parse(l) as { level: number; msg: string }).filter((l) => l.level === 40);
      expect(warnings.map((w) => w.msg)).toEqual(
        expect.arrayContaining([
          expect.stringMatching(/^TRUST_PROXY=1 while HOST=0\.0\.0\.0 .*docs\/deploy\.md/),
          expect.stringMatching(/^PUBLIC_URL is not set: .*http:\/\/localhost:\d+; set PUBLIC_URL/),
        ]),
      );
    } finally {
      await app.close();
      await database.drop();
    }
  });
});
