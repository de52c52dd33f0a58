import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DOCUMENT_MAX_BYTES, DEFAULT_IMAGE_MAX_BYTES } from '@nagar/contract';
import { ConfigError, loadConfig } from './config.ts';

/** The ConfigError thrown for env, or a failure if none is thrown. */
function configError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return err as ConfigError;
  }
  throw new Error(`loadConfig accepted ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('has working defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      mode: 'production',
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      sessionTtlMinutes: 5,
      admin: undefined,
      demoContent: true,
      imageMaxBytes: DEFAULT_IMAGE_MAX_BYTES,
      documentMaxBytes: DEFAULT_DOCUMENT_MAX_BYTES,
      trustProxy: false,
      sessionMaxHours: 12,
      logLevel: 'info',
      publicCacheSeconds: 0,
    });
    expect(DEFAULT_IMAGE_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(DEFAULT_DOCUMENT_MAX_BYTES).toBe(20 * 1024 * 1024);
    expect(path.isAbsolute(config.webBuildDir)).toBe(true);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/var/lib/portal',
      DATABASE_URL: 'postgresql://portal:secret@db:5432/portal',
      SESSION_TTL_MINUTES: '30',
      ADMIN_EMAIL: 'clerk@council.example',
      ADMIN_PASSWORD: 'a-long-password',
      DEMO_CONTENT: 'off',
      IMAGE_MAX_MB: '2',
      DOCUMENT_MAX_MB: '0.5',
      TRUST_PROXY: '1',
      SESSION_MAX_HOURS: '8',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      mode: 'development',
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/var/lib/portal',
      databaseUrl: 'postgresql://portal:secret@db:5432/portal',
      sessionTtlMinutes: 30,
      admin: { email: 'clerk@council.example', password: 'a-long-password' },
      demoContent: false,
      imageMaxBytes: 2 * 1024 * 1024,
      documentMaxBytes: 512 * 1024,
      trustProxy: 1,
      sessionMaxHours: 8,
      logLevel: 'warn',
    });
  });

  it('keeps public reads briefly cached only when several processes may share PostgreSQL', () => {
    expect(loadConfig({}).publicCacheSeconds).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db' }).publicCacheSeconds).toBe(2);
    expect(loadConfig({ DATABASE_URL: 'postgres://h/db', PUBLIC_CACHE_SECONDS: '10' }).publicCacheSeconds).toBe(10);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['DATABASE_URL', 'mysql://portal@db/portal'],
    ['DATABASE_URL', 'localhost:5432'],
    ['SESSION_TTL_MINUTES', '0'],
    ['ADMIN_EMAIL', 'not-an-email'],
    ['DEMO_CONTENT', 'maybe'],
    ['IMAGE_MAX_MB', '-5'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
  ])('refuses %s=%s, naming the variable', (name, value) => {
    const env: NodeJS.ProcessEnv = { [name]: value };
    if (name === 'ADMIN_EMAIL') env.ADMIN_PASSWORD = 'a-long-password';
    const err = configError(env);
    expect(err.message).toMatch(/^Invalid configuration:/);
    expect(err.message).toContain(`${name}:`);
    // Only the bad variable is named.
    const named = err.message.split('\n').slice(1);
    expect(named).toHaveLength(1);
  });

  it('refuses ADMIN_EMAIL without ADMIN_PASSWORD and the reverse', () => {
    for (const env of [{ ADMIN_EMAIL: 'clerk@council.example' }, { ADMIN_PASSWORD: 'a-long-password' }]) {
      const err = configError(env);
      expect(err.message).toContain('ADMIN_EMAIL');
      expect(err.message).toContain('ADMIN_PASSWORD');
    }
  });

  it('refuses a short ADMIN_PASSWORD without repeating it', () => {
    const err = configError({ ADMIN_EMAIL: 'clerk@council.example', ADMIN_PASSWORD: 'hunter2' });
    expect(err.message).toContain('ADMIN_PASSWORD');
    expect(err.message).toContain('at least 10 characters');
    expect(err.message).not.toContain('hunter2');
  });

  it('names every bad variable at once', () => {
    const err = configError({ PORT: 'x', DATABASE_URL: 'sqlite://file' });
    expect(err.message).toContain('PORT:');
    expect(err.message).toContain('DATABASE_URL:');
  });

  it('TRUST_PROXY takes a hop count or proxy addresses, and refuses true', () => {
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8,::1' }).trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
    for (const value of ['true', 'yes', 'on']) {
      const err = configError({ TRUST_PROXY: value });
      expect(err.message).toContain('TRUST_PROXY:');
      expect(err.message).toContain('number of proxies');
    }
    for (const value of ['nginx', '10.0.0.0/33', '300.1.1.1', '-1'])
      expect(configError({ TRUST_PROXY: value }).message).toContain('TRUST_PROXY:');
  });

  it('refuses a common ADMIN_PASSWORD', () => {
    for (const password of ['1234567890', 'password12', 'Password12']) {
      const err = configError({ ADMIN_EMAIL: 'clerk@council.example', ADMIN_PASSWORD: password });
      expect(err.message).toContain('ADMIN_PASSWORD: is one of the most common passwords');
      expect(err.message).not.toContain(password);
    }
  });
});
