// scripts/check-chromium.mjs: npm test stops before any test when the browser tests could not run.
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module of scripts/, without types
import { decide, INSTALL_COMMAND } from '../../scripts/check-chromium.mjs';

const run = (env: NodeJS.ProcessEnv) =>
  spawnSync(process.execPath, ['scripts/check-chromium.mjs'], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });

describe('the Chromium check before the tests', () => {
  it('installs only as root with apt-get, and stops otherwise', () => {
    const base = { present: false, isRoot: true, hasAptGet: true, installAllowed: true };
    expect(decide({ ...base, present: true })).toBe('ok');
    expect(decide({ ...base, present: true, isRoot: false, hasAptGet: false })).toBe('ok');
    expect(decide(base)).toBe('install');
    expect(decide({ ...base, isRoot: false })).toBe('stop');
    expect(decide({ ...base, hasAptGet: false })).toBe('stop');
    expect(decide({ ...base, installAllowed: false })).toBe('stop');
  });

  it('passes at once when the browser is there', () => {
    const result = run({ CHROMIUM_PATH: process.execPath });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout + result.stderr).toBe('');
  });

  it('stops at once with the one command that installs it when it may not install', () => {
    const started = Date.now();
    const result = run({ CHROMIUM_PATH: '/nonexistent/chromium', CHROMIUM_INSTALL: 'never' });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('/nonexistent/chromium');
    expect(result.stderr).toContain(INSTALL_COMMAND);
    expect(Date.now() - started).toBeLessThan(10_000);
  });
});
