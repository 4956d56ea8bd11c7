import { promisify } from 'node:util';
import zlib from 'node:zlib';

// A ZIP archive written as it goes (docs/api-conventions.md#exports; why ours: ADR 0015): each entry is a local
// header, its data deflated a piece at a time and a data descriptor with the CRC and sizes, then the central
// directory at the end. Nothing of an entry is held once it is written, so a workbook of any number of rows
// costs one piece's memory.

export interface ZipEntry {
  /** The path inside the archive (ASCII). */
  name: string;
  /** The entry's bytes, a piece at a time; a piece is deflated and written before the next is asked for. */
  data: AsyncIterable<string | Buffer> | Iterable<string | Buffer>;
}

const deflateRaw = promisify(zlib.deflateRaw);

/**
 * Every piece is deflated on its own and ended with a sync flush: the pieces of an entry are then blocks of one
 * deflate stream (byte-aligned, not final), which this empty final block closes. Each piece starts without the
 * previous one's window, which costs little at the sizes written here (a batch of rows, a few hundred KB).
 */
const FINAL_BLOCK = zlib.deflateRawSync(Buffer.alloc(0));

const LIMIT_32 = 0xffffffff;
const FLAGS = 0x0008 | 0x0800; // sizes in a data descriptor after the data; names in UTF-8
const DEFLATE = 8;
const VERSION = 20; // 2.0: deflate, no ZIP64 (which Excel refuses when it is not needed)

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

/**
 * The archive as chunks, pulled: an entry's next piece is asked for only when the consumer has taken what the
 * last one made. An archive past 4 GiB (no export comes near it) ends with an error rather than a broken file.
 */
export async function* zipChunks(entries: Iterable<ZipEntry>, modified = new Date()): AsyncGenerator<Buffer> {
  const { time, date } = dosDateTime(modified);
  const written: Written[] = [];
  let offset = 0;
  const advance = (bytes: number) => {
    offset += bytes;
    if (offset > LIMIT_32) throw new Error('zip archive larger than 4 GiB');
  };

  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const start = offset;
    const header = localHeader(name, time, date);
    advance(header.length);
    yield header;

    let crc = 0;
    let size = 0;
    let compressed = 0;
    for await (const piece of entry.data) {
      const raw = typeof piece === 'string' ? Buffer.from(piece, 'utf8') : piece;
      if (raw.length === 0) continue;
      crc = zlib.crc32(raw, crc);
      size += raw.length;
      if (size > LIMIT_32) throw new Error(`zip entry ${entry.name} larger than 4 GiB`);
      const out = await deflateRaw(raw, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
      compressed += out.length;
      advance(out.length);
      yield out;
    }
    compressed += FINAL_BLOCK.length;
    advance(FINAL_BLOCK.length);
    const descriptor = dataDescriptor(crc, compressed, size);
    advance(descriptor.length);
    yield Buffer.concat([FINAL_BLOCK, descriptor]);
    written.push({ name, crc, compressed, size, offset: start });
  }

  const directory = Buffer.concat(written.map((w) => centralHeader(w, time, date)));
  const directoryOffset = offset;
  advance(directory.length);
  yield Buffer.concat([directory, endOfDirectory(written.length, directory.length, directoryOffset)]);
}

function localHeader(name: Buffer, time: number, date: number): Buffer {
  const b = Buffer.alloc(30);
  b.writeUInt32LE(0x04034b50, 0);
  b.writeUInt16LE(VERSION, 4);
  b.writeUInt16LE(FLAGS, 6);
  b.writeUInt16LE(DEFLATE, 8);
  b.writeUInt16LE(time, 10);
  b.writeUInt16LE(date, 12);
  // CRC and sizes (14–25) stay 0: they follow the data, in its descriptor.
  b.writeUInt16LE(name.length, 26);
  b.writeUInt16LE(0, 28);
  return Buffer.concat([b, name]);
}

function dataDescriptor(crc: number, compressed: number, size: number): Buffer {
  const b = Buffer.alloc(16);
  b.writeUInt32LE(0x08074b50, 0);
  b.writeUInt32LE(crc, 4);
  b.writeUInt32LE(compressed, 8);
  b.writeUInt32LE(size, 12);
  return b;
}

function centralHeader(w: Written, time: number, date: number): Buffer {
  const b = Buffer.alloc(46);
  b.writeUInt32LE(0x02014b50, 0);
  b.writeUInt16LE(VERSION, 4); // made by: MS-DOS attributes, 2.0
  b.writeUInt16LE(VERSION, 6);
  b.writeUInt16LE(FLAGS, 8);
  b.writeUInt16LE(DEFLATE, 10);
  b.writeUInt16LE(time, 12);
  b.writeUInt16LE(date, 14);
  b.writeUInt32LE(w.crc, 16);
  b.writeUInt32LE(w.compressed, 20);
  b.writeUInt32LE(w.size, 24);
  b.writeUInt16LE(w.name.length, 28);
  // extra, comment, disk number, internal and external attributes (30–41) stay 0.
  b.writeUInt32LE(w.offset, 42);
  return Buffer.concat([b, w.name]);
}

function endOfDirectory(entries: number, size: number, offset: number): Buffer {
  const b = Buffer.alloc(22);
  b.writeUInt32LE(0x06054b50, 0);
  b.writeUInt16LE(entries, 8);
  b.writeUInt16LE(entries, 10);
  b.writeUInt32LE(size, 12);
  b.writeUInt32LE(offset, 16);
  return b;
}

/** MS-DOS time and date of the entries (local fields of the machine's clock, 2-second steps, from 1980). */
function dosDateTime(d: Date): { time: number; date: number } {
  const year = Math.min(Math.max(d.getFullYear(), 1980), 2107);
  return {
    time: (d.getHours() << 11) | (d.getMinutes() << 5) | Math.floor(d.getSeconds() / 2),
    date: ((year - 1980) << 9) | ((d.getMonth() + 1) << 5) | d.getDate(),
  };
}
