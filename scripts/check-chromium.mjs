// Before any test runs (npm test, npm run test:e2e): the browser tests need Debian's Chromium, in its headless
// shell (playwright.config.ts: CHROMIUM_PATH, default /usr/bin/chromium-headless-shell, Debian's package
// chromium-headless-shell; docs/decisions/0017-browser-for-tests.md). Missing, it is installed with apt-get where
// this process may (root, apt-get present); elsewhere the run stops at once with the one command that does,
// rather than after the whole API suite (docs/decisions/0012-ci-time.md).
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium-headless-shell';
/** Debian's packages: the browser and its headless shell, one build of one source. */
export const PACKAGES = ['chromium', 'chromium-headless-shell'];
export const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${PACKAGES.join(' ')}`;

/** Whether `file` exists and may be run. */
export function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * What to do: 'ok' (Chromium is there), 'install' (root with apt-get, and CHROMIUM_INSTALL is not 'never'), or
 * 'stop' (tell the user the command).
 */
export function decide({ present, isRoot, hasAptGet, installAllowed }) {
  if (present) return 'ok';
  return isRoot && hasAptGet && installAllowed ? 'install' : 'stop';
}

export function stopMessage(chromium) {
  return (
    `The browser tests need Debian's Chromium at ${chromium}, which is missing. Install it with:\n\n` +
    `  ${INSTALL_COMMAND}\n\n` +
    `(or point CHROMIUM_PATH at a Chromium), then run the tests again.`
  );
}

function main(env = process.env) {
  const chromium = env.CHROMIUM_PATH || DEFAULT_CHROMIUM;
  const hasAptGet = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
  const action = decide({
    present: isExecutable(chromium),
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasAptGet,
    installAllowed: env.CHROMIUM_INSTALL !== 'never',
  });
  if (action === 'ok') return 0;
  if (action === 'install') {
    console.log(
      `Chromium is missing at ${chromium}: installing Debian's (apt-get install ${PACKAGES.join(' ')})...`,
    );
    const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [
      ['update', '-qq'],
      ['install', '-y', '-qq', ...PACKAGES],
    ]) {
      const result = spawnSync('apt-get', args, { stdio: 'inherit', env: aptEnv });
      if (result.status !== 0) break;
    }
    if (isExecutable(chromium)) return 0;
  }
  console.error(stopMessage(chromium));
  return 1;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(main());
