import { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/**
 * A streaming ZIP writer for files that are already compressed (PDFs): entries are *stored*, read one at a
 * time from their source and passed through while their CRC-32 is computed, so memory stays flat whatever the
 * number of files. Each entry's CRC and sizes follow its data in a data descriptor (general purpose bit 3) and
 * are repeated in the central directory, which every unzip tool reads. No ZIP64: at most 65,535 entries and
 * 4 GiB in all (checked before anything is sent).
 */
export interface ZipEntry {
  /** The name inside the archive (UTF-8, `/` separates folders). */
  name: string;
  /** The exact number of bytes `open()` yields; the archive's length is computed from it. */
  size: number;
  modified: Date;
  open: () => Promise<Readable>;
}

const LOCAL_HEADER = 30;
const DATA_DESCRIPTOR = 16;
const CENTRAL_HEADER = 46;
const END_OF_CENTRAL_DIRECTORY = 22;
/** Bit 3: CRC and sizes in the data descriptor; bit 11: names are UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const VERSION = 20;
const MAX_32 = 0xffffffff;

/** The archive's exact length in bytes (for `Content-Length`); throws when it would need ZIP64. */
export function zipSize(entries: ReadonlyArray<Pick<ZipEntry, 'name' | 'size'>>): number {
  if (entries.length > 0xffff) throw new Error('too many entries for a ZIP without ZIP64');
  let total = END_OF_CENTRAL_DIRECTORY;
  for (const e of entries) {
    const name = Buffer.byteLength(e.name, 'utf8');
    if (name > 0xffff) throw new Error('entry name too long');
    total += LOCAL_HEADER + name + e.size + DATA_DESCRIPTOR + CENTRAL_HEADER + name;
  }
  if (total > MAX_32) throw new Error('archive too large for a ZIP without ZIP64');
  return total;
}

/** The archive as a byte stream; entries are opened one after the other as the reader asks for more. */
export function zipStream(entries: readonly ZipEntry[], timeZone: string): Readable {
  zipSize(entries);
  return Readable.from(zipChunks(entries, timeZone), { objectMode: false });
}

/**
 * The ZIP format's bytes in file order (local headers, data, central directory, end record). Long on purpose:
 * one pass that reads like the format's specification.
 */
async function* zipChunks(entries: readonly ZipEntry[], timeZone: string): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const stamp = dosDateTime(entry.modified, timeZone);
    const local = Buffer.alloc(LOCAL_HEADER);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(VERSION, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(stamp.time, 10);
    local.writeUInt16LE(stamp.date, 12);
    // CRC-32, sizes (in the data descriptor) and extra field length stay 0.
    local.writeUInt16LE(name.length, 26);
    yield Buffer.concat([local, name]);

    let crc = 0;
    let size = 0;
    for await (const chunk of await entry.open()) {
      const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      crc = crc32(bytes, crc);
      size += bytes.length;
      yield bytes;
    }
    // The announced Content-Length was computed from `entry.size`: a different file must not pass as whole.
    if (size !== entry.size) throw new Error(`${entry.name}: read ${size} bytes, expected ${entry.size}`);

    const descriptor = Buffer.alloc(DATA_DESCRIPTOR);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;

    const header = Buffer.alloc(CENTRAL_HEADER);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(VERSION, 4); // made by
    header.writeUInt16LE(VERSION, 6); // needed
    header.writeUInt16LE(FLAGS, 8);
    header.writeUInt16LE(0, 10);
    header.writeUInt16LE(stamp.time, 12);
    header.writeUInt16LE(stamp.date, 14);
    header.writeUInt32LE(crc, 16);
    header.writeUInt32LE(size, 20);
    header.writeUInt32LE(size, 24);
    header.writeUInt16LE(name.length, 28);
    // extra, comment, disk, internal and external attributes stay 0.
    header.writeUInt32LE(offset, 42);
    central.push(header, name);
    offset += LOCAL_HEADER + name.length + size + DATA_DESCRIPTOR;
  }

  const directory = Buffer.concat(central);
  const end = Buffer.alloc(END_OF_CENTRAL_DIRECTORY);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([directory, end]);
}

/** MS-DOS date and time (2-second precision, from 1980), as the wall clock shows it in `timeZone`. */
export function dosDateTime(date: Date, timeZone: string): { date: number; time: number } {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    })
      .formatToParts(date)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const year = Math.min(Math.max(parts.year, 1980), 2107);
  return {
    date: ((year - 1980) << 9) | (parts.month << 5) | parts.day,
    time: (parts.hour << 11) | (parts.minute << 5) | (parts.second >> 1),
  };
}
