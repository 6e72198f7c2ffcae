/**
 * A record whose fields are JSON texts, parsed on first read and kept: the generated data modules
 * (worker/generated/content.ts, site-data.ts, data.ts) are built this way so a cold isolate parses
 * only the parts the request it serves reads (the home page reads its copy, not the blog), and a
 * JSON text costs the engine far less to load than the same object written as a literal.
 *
 * @example
 * const CONTENT = lazyJsonRecord<SiteContent>({ pages: '{"about":{…}}', blog: '{…}' });
 * CONTENT.pages.about; // parses `pages` only
 */
export function lazyJsonRecord<T extends object>(parts: Record<keyof T & string, string>): T {
  const record = {} as T;
  for (const [key, json] of Object.entries(parts) as [keyof T & string, string][]) {
    Object.defineProperty(record, key, {
      enumerable: true,
      configurable: true,
      get() {
        const value = JSON.parse(json);
        // Replace the getter with the value: later reads are plain property reads.
        Object.defineProperty(record, key, { value, enumerable: true, writable: false, configurable: false });
        return value;
      },
    });
  }
  return record;
}
