/** The title sits in the document's head; past this many characters we stop looking. */
export const TITLE_SEARCH_LIMIT = 16 * 1024;

const TITLE = /<title[^>]*>([^<]*)<\/title>/i;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Undoes the escaping React applies to text (`&amp;`, `&#x27;`, …). */
function decodeText(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
  });
}

/**
 * Reads an HTML stream until its `<title>` and cancels it: meant for one branch of a teed page
 * body, so the visitor's branch streams on untouched. `undefined` when there is no title within
 * `limit` characters or before `signal` aborts.
 *
 * @example
 * const [page, copy] = res.body.tee();
 * const title = await readTitle(copy); // 'Pricing | TeamTrek'
 */
export async function readTitle(stream: ReadableStream<Uint8Array>, { limit = TITLE_SEARCH_LIMIT, signal }: { limit?: number; signal?: AbortSignal } = {}): Promise<string | undefined> {
  const reader = stream.getReader();
  // Cancelling ends a pending read with `done`, so a stalled page cannot hold the search open.
  const stop = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', stop);
  const decoder = new TextDecoder();
  let html = '';
  try {
    while (html.length < limit) {
      const { done, value } = await reader.read();
      html += decoder.decode(value, { stream: !done });
      const match = TITLE.exec(html);
      if (match) return decodeText(match[1]!).trim() || undefined;
      if (done) return undefined;
    }
    return undefined;
  } finally {
    signal?.removeEventListener('abort', stop);
    stop();
  }
}
