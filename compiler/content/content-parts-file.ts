// The worker's copy of the content (worker/content/content-from-assets.ts): every part's JSON text
// side by side in one file, and where each one starts and ends, in UTF-8 bytes. An isolate fetches
// the file once and decodes and parses only the parts its requests read. As one JSON object of
// JSON texts (as it once was) its first request parsed all 1.5 MB, every locale's copy included:
// about 14 ms of a cold home's 95 ms of workerd CPU.

export interface ContentPartsFile {
  /** The parts' JSON texts, one after another, no separators. */
  bytes: Buffer;
  /** Part → [start, end) in `bytes`. */
  offsets: Record<string, readonly [number, number]>;
}

export function contentPartsFile(parts: object): ContentPartsFile {
  const chunks: Buffer[] = [];
  const offsets: Record<string, readonly [number, number]> = {};
  let at = 0;
  for (const [key, value] of Object.entries(parts)) {
    const chunk = Buffer.from(JSON.stringify(value), 'utf8');
    offsets[key] = [at, at + chunk.length];
    chunks.push(chunk);
    at += chunk.length;
  }
  return { bytes: Buffer.concat(chunks), offsets };
}
