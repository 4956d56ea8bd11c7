// Whether a build must be made: it is missing, or a source is newer than it (after a `git pull`, say).
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The newest modification time under `entry` (a file or a folder), ignoring tests. */
function newest(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(entry) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(entry)) latest = Math.max(latest, newest(path.join(entry, name)));
  return latest;
}

/** 'missing', 'stale' or 'fresh' for the build files `outputs` made from the files and folders `sources`. */
export function buildState(outputs, sources) {
  if (!outputs.every((file) => existsSync(file))) return 'missing';
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return Math.max(...sources.map(newest)) > builtAt ? 'stale' : 'fresh';
}

export const WEB_SOURCES = ['common', 'web', 'package-lock.json', 'vite.config.ts', 'scripts/first-load.ts'];

export const SERVER_SOURCES = ['server', 'common', 'package-lock.json', 'scripts/build-server.mjs'];
