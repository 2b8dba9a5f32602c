// The values issue 30 found misread are read as meant or refused, naming the variable and the form it accepts.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig, StartupError } from './load.ts';

const SECRET = 'a-shared-secret-of-at-least-32-characters';
const PRODUCTION = { NODE_ENV: 'production', SESSION_SECRET: SECRET, OPEN_BROWSE_PASSWORD: 'Persona1!' };

/** The refusal's text, or fails when the configuration was accepted. */
const refusal = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(StartupError);
    return (error as Error).message;
  }
  throw new Error(`accepted: ${JSON.stringify(env)}`);
};

describe('durations', () => {
  it('read ERP_TIMEOUT_MS=8s as eight seconds, as 8000ms and 8000 are', () => {
    expect(loadConfig({ ERP_TIMEOUT_MS: '8s' }).erpTimeoutMs).toBe(8_000);
    expect(loadConfig({ ERP_TIMEOUT_MS: '8000ms' }).erpTimeoutMs).toBe(8_000);
    expect(loadConfig({ ERP_TIMEOUT_MS: '8000' }).erpTimeoutMs).toBe(8_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '1m' }).shutdownGraceMs).toBe(60_000);
    expect(loadConfig({ PRICE_TTL_SECONDS: '2m' }).ttl.pricesSeconds).toBe(120);
    expect(loadConfig({ PRICE_TTL_SECONDS: '45' }).ttl.pricesSeconds).toBe(45);
  });

  it('refuse anything else, naming the variable and the accepted form', () => {
    expect(refusal({ ERP_TIMEOUT_MS: 'eight seconds' })).toContain(
      'ERP_TIMEOUT_MS="eight seconds": expected a duration such as 8s, 8000ms or 8000 (milliseconds), from 100ms to 10m',
    );
    expect(refusal({ ERP_TIMEOUT_MS: '8.5s' })).toContain('ERP_TIMEOUT_MS');
    expect(refusal({ ERP_TIMEOUT_MS: '8' })).toContain('from 100ms to 10m');
    expect(refusal({ SHUTDOWN_GRACE_MS: '-1' })).toContain('SHUTDOWN_GRACE_MS');
    expect(refusal({ PRICE_TTL_SECONDS: '1500ms' })).toContain('PRICE_TTL_SECONDS');
  });
});

describe('on/off switches', () => {
  it('read INTROSPECTION=on as on, and the usual spellings of on and off in any case', () => {
    expect(loadConfig({ ...PRODUCTION, INTROSPECTION: 'on' }).introspection).toBe(true);
    for (const on of ['true', '1', 'yes', 'on', 'ON', 'Yes']) expect(loadConfig({ HSTS: on }).hsts).toBe(true);
    for (const off of ['false', '0', 'no', 'off', 'OFF'])
      expect(loadConfig({ INTROSPECTION: off }).introspection).toBe(false);
    expect(loadConfig({ TRUSTED_OPERATIONS: 'true' }).trustedOperations).toBe(true);
    expect(loadConfig({ OPEN_BROWSE: 'no' }).openBrowse).toBeNull();
  });

  it('render pages on the server unless SERVER_RENDERING=off', () => {
    expect(loadConfig({}).serverRendering).toBe(true);
    expect(loadConfig(PRODUCTION).serverRendering).toBe(true);
    expect(loadConfig({ SERVER_RENDERING: 'off' }).serverRendering).toBe(false);
  });

  it('refuse a word that is neither', () => {
    expect(refusal({ INTROSPECTION: 'enabled' })).toContain(
      'INTROSPECTION="enabled": expected on or off (also true/false, yes/no, 1/0)',
    );
    expect(refusal({ COOKIE_SECURE: 'nope' })).toContain('COOKIE_SECURE');
  });
});

describe('lists of values', () => {
  it('refuse a LOG_LEVEL or NODE_ENV they do not know, instead of logging everything or running as development', () => {
    expect(refusal({ LOG_LEVEL: 'verbose' })).toContain(
      'LOG_LEVEL="verbose": expected one of debug, info, warn, error',
    );
    expect(refusal({ NODE_ENV: 'prod' })).toContain('expected one of development, test, production');
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
  });
});

describe('numbers, addresses and origins', () => {
  it('refuse what is not one, instead of falling back to the default', () => {
    expect(refusal({ PORT: '40OO' })).toContain('PORT="40OO": expected a whole number from 0 to 65535');
    expect(refusal({ TRUSTED_PROXIES: 'nginx' })).toContain('TRUSTED_PROXIES');
    expect(refusal({ REDIS_URL: 'localhost:6379' })).toContain('REDIS_URL');
    expect(refusal({ ERP_URL: 'ftp://erp' })).toContain('ERP_URL');
    expect(refusal({ PUBLIC_URL: 'https://store.example/shop' })).toContain('PUBLIC_URL');
    // A `;` would write a directive of its own into the Content-Security-Policy.
    expect(refusal({ FRAME_ANCESTORS: "https://a.example; script-src 'unsafe-inline'" })).toContain('FRAME_ANCESTORS');
    expect(loadConfig({ FRAME_ANCESTORS: 'https://*.buyer.example, http://localhost:4100' }).frameAncestors).toEqual([
      'https://*.buyer.example',
      'http://localhost:4100',
    ]);
  });

  it('read an empty value as unset', () => {
    expect(loadConfig({ REDIS_URL: '', PORT: ' ' })).toMatchObject({ redisUrl: undefined, port: 4000 });
  });
});

describe('production', () => {
  it('refuses to start without SESSION_SECRET, which every replica must share', () => {
    expect(refusal({ NODE_ENV: 'production', OPEN_BROWSE_PASSWORD: 'Persona1!' })).toContain(
      'SESSION_SECRET: required in production: the same random value of at least 32 characters on every replica',
    );
    expect(refusal({ ...PRODUCTION, SESSION_SECRET: 'short' })).toContain('SESSION_SECRET: too short for production');
    expect(loadConfig(PRODUCTION).sessionSecret).toBe(SECRET);
  });

  it('refuses a cookie without Secure and open browse without its password', () => {
    expect(refusal({ ...PRODUCTION, COOKIE_SECURE: 'off' })).toContain('COOKIE_SECURE: cannot be off in production');
    expect(refusal({ NODE_ENV: 'production', SESSION_SECRET: SECRET })).toContain(
      'OPEN_BROWSE_PASSWORD: required in production while open browse is on (set it, or OPEN_BROWSE=off)',
    );
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, OPEN_BROWSE: 'off' }).openBrowse).toBeNull();
  });

  it('makes up a secret per process only outside production', () => {
    expect(loadConfig({}).sessionSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('never echoes a secret in the refusal', () => {
    const message = refusal({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(2_000), OPEN_BROWSE: 'off' });
    expect(message).toContain('SESSION_SECRET (value hidden): expected');
    expect(message).not.toContain('xxxx');
  });
});

it('reports every invalid variable at once, one line each', () => {
  const lines = refusal({ ERP_TIMEOUT_MS: '8x', LOG_LEVEL: 'loud', INTROSPECTION: 'sure' }).split('\n');
  expect(lines[0]).toBe('The gateway cannot start: fix these variables (docs/operations.md, "Ports and environment"):');
  expect(lines.slice(1).map((line) => /^ {2}([A-Z_]+)/.exec(line)?.[1])).toEqual([
    'INTROSPECTION',
    'ERP_TIMEOUT_MS',
    'LOG_LEVEL',
  ]);
});

it('stops the gateway before it listens: exit 1 with the refusal on stderr', () => {
  const main = fileURLToPath(new URL('../main.ts', import.meta.url));
  const run = spawnSync(process.execPath, [main], {
    env: { PATH: process.env.PATH, ERP_TIMEOUT_MS: '8 seconds', PORT: '0' },
    encoding: 'utf8',
    timeout: 30_000,
  });
  expect(run.status).toBe(1);
  expect(run.stderr).toContain('ERP_TIMEOUT_MS="8 seconds": expected a duration');
  expect(run.stdout).not.toContain('gateway listening');
});
