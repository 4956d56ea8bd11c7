import fs from 'node:fs';
import { StringDecoder } from 'node:string_decoder';
import { createGunzip } from 'node:zlib';
import { parseHeader, type BackupHeader } from './format';

/**
 * The lines of a backup file, unzipped as they are read (memory stays flat). A damaged or cut-off
 * file fails here with zlib's error rather than yielding a short read.
 */
export async function* readLines(file: string): AsyncGenerator<string> {
  const input = fs.createReadStream(file);
  const gunzip = createGunzip();
  // pipe() does not forward a read error (missing file, I/O error); the iteration below must see it.
  input.on('error', (err) => gunzip.destroy(err));
  input.pipe(gunzip);
  const decoder = new StringDecoder('utf8');
  let rest = '';
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      const lines = (rest + decoder.write(chunk)).split('\n');
      rest = lines.pop()!;
      yield* lines;
    }
    rest += decoder.end();
    if (rest !== '') yield rest;
  } finally {
    input.destroy();
    gunzip.destroy();
  }
}

/** Line 1 of a backup, checked. */
export async function readBackupHeader(file: string): Promise<BackupHeader> {
  for await (const line of readLines(file)) return parseHeader(line, file);
  return parseHeader(undefined, file);
}
