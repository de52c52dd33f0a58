/**
 * `npm start` for a newcomer (issue 10): the web build runs only when its sources changed; log lines are
 * readable one-liners on a terminal and JSON otherwise; the address and the demo sign-in come last, in one
 * plain block.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { needsBuild, sourceStamp } from '../../../../scripts/build-if-changed.ts';
import { logStream, prettyStream } from '../lib/log-format.ts';
import { startupBanner } from '../start/bootstrap.ts';
import { loadConfig } from '../config.ts';

describe('build only when the sources changed', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'nagar-stamp-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const sources = ['src', 'package.json'];
  const stampFile = 'build/.source-stamp';
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, rel)), { recursive: true });
    fs.writeFileSync(path.join(root, rel), text);
  };
  const built = () => write(stampFile, `${sourceStamp(root, sources)}\n`);

  it('no build yet, a changed source or a new file: build; unchanged sources or a changed test file: no build', () => {
    write('src/a.ts', 'a');
    write('package.json', '{}');
    expect(needsBuild(root, sources, stampFile)).toBe(true);
    write('build/server/index.js', '');
    built();
    expect(needsBuild(root, sources, stampFile)).toBe(false);
    // Touched but unchanged: the stamp is of contents, not times.
    write('src/a.ts', 'a');
    expect(needsBuild(root, sources, stampFile)).toBe(false);
    write('src/a.test.ts', 'a test');
    expect(needsBuild(root, sources, stampFile)).toBe(false);
    write('src/a.ts', 'b');
    expect(needsBuild(root, sources, stampFile)).toBe(true);
    built();
    write('src/deep/new.ts', 'new');
    expect(needsBuild(root, sources, stampFile)).toBe(true);
    built();
    fs.rmSync(path.join(root, 'build/server/index.js'));
    expect(needsBuild(root, sources, stampFile)).toBe(true);
  });
});

describe('log lines', () => {
  it('LOG_FORMAT: auto is pretty on a terminal and JSON otherwise; json and pretty force it', () => {
    expect(loadConfig({}).logFormat).toBe('auto');
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/LOG_FORMAT/);
    expect(logStream('auto', false).stream).toBeUndefined();
    expect(logStream('json', true).stream).toBeUndefined();
    expect(logStream('auto', true).stream).toBeDefined();
    expect(logStream('pretty', false).stream).toBeDefined();
  });

  it('a pretty line is one readable line: time, level, message, fields; no epoch, pid or host', async () => {
    let out = '';
    const sink = new Writable({
      write(chunk, _enc, done) {
        out += String(chunk);
        done();
      },
    });
    const stream = prettyStream(sink);
    const time = new Date(2026, 10, 23, 10, 42, 7).getTime();
    stream.write(`${JSON.stringify({ level: 30, time, pid: 123, hostname: 'vm', msg: 'demo content created', ms: 6500 })}\n`);
    await new Promise((resolve) => setImmediate(resolve));
    const lines = out.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[10:42:07\] INFO: demo content created \{"ms":6500\}$/);
  });
});

describe('the start banner', () => {
  it('address, staff sign-in and (on the start that created it) the demo password, in one plain block', () => {
    const block = startupBanner('http://localhost:3000', 'pglite', { email: 'admin@sundarpur.example', password: 'Secret123' });
    expect(block).toBe(
      [
        '',
        '  Nagar Portal is running at http://localhost:3000  (database: pglite)',
        '  Staff sign-in: http://localhost:3000/login',
        '  Demo admin: admin@sundarpur.example  password: Secret123',
        '  Change it after signing in (Admin > Profile), or reset it with:',
        '    npm run user -- --email admin@sundarpur.example --role admin',
        '  An admin sets up two-factor sign-in (an authenticator app) at the first sign-in.',
        '  For a local trial without it, start with ADMIN_2FA=optional.',
        '',
        '',
      ].join('\n'),
    );
    expect(startupBanner('http://localhost:3000', 'pglite', null)).not.toMatch(/password/);
    expect(startupBanner('http://localhost:3000', 'pglite', null, 'optional')).toMatch(/Two-factor sign-in is optional for admins/);
  });
});
