// Reads the vertical metrics and average width of a WOFF2 font (its head, hhea and OS/2 tables),
// so each brand's fallback face can be tuned to the web font's size (compiler/steps/build-fonts.ts).
// Those three tables are never transformed in WOFF2: they sit in the one Brotli stream as they are.
import { brotliDecompressSync } from 'node:zlib';

/** The WOFF2 known-table index (spec 5.1), as far as the tables read here. */
const KNOWN_TAGS = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca'];

export interface FontMetrics {
  unitsPerEm: number;
  ascender: number;
  /** Negative, as in hhea. */
  descender: number;
  lineGap: number;
  /** OS/2 xAvgCharWidth: the mean advance of the font's glyphs. */
  xAvgCharWidth: number;
}

export function woff2Metrics(file: Buffer): FontMetrics {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const numTables = file.readUInt16BE(12);
  let at = 48;
  const base128 = () => {
    let value = 0;
    for (let i = 0; i < 5; i++) {
      const byte = file[at++]!;
      value = value * 128 + (byte & 0x7f);
      if (!(byte & 0x80)) return value;
    }
    throw new Error('bad UIntBase128');
  };
  const tables: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i++) {
    const flags = file[at++]!;
    const index = flags & 0x3f;
    const tag = index === 63 ? file.toString('latin1', at, (at += 4)) : (KNOWN_TAGS[index] ?? `#${index}`);
    const version = flags >> 6;
    const origLength = base128();
    // glyf and loca are transformed at version 0, every other table at versions 1-3.
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    tables.push({ tag, length: transformed ? base128() : origLength });
  }
  const data = brotliDecompressSync(file.subarray(at));
  const offsets = new Map<string, number>();
  let offset = 0;
  for (const { tag, length } of tables) {
    offsets.set(tag, offset);
    offset += length;
  }
  const table = (tag: string) => {
    const start = offsets.get(tag);
    if (start === undefined) throw new Error(`no ${tag} table`);
    return start;
  };
  return {
    unitsPerEm: data.readUInt16BE(table('head') + 18),
    ascender: data.readInt16BE(table('hhea') + 4),
    descender: data.readInt16BE(table('hhea') + 6),
    lineGap: data.readInt16BE(table('hhea') + 8),
    xAvgCharWidth: data.readInt16BE(table('OS/2') + 2),
  };
}
