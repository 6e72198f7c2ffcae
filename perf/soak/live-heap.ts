/**
 * What the soak's workerd keeps alive, read through its inspector (`workerd serve
 * --inspector-addr`): every isolate (the site, its outbound worker, the cache) is asked for a full
 * garbage collection, then for its used heap, and the sum is one sample.
 *
 * Why not rss: V8 lets garbage pile up to its heap limit before a major collection and keeps the
 * pages it grew into, so under 64 connections the process's rss climbs for minutes without
 * anything being kept (343 → 444 MB over the 60 s step; with a collection every
 * 5 s, 192 → 216 MB, and the site's used heap 6.7–9.5 MB throughout). A leak is what survives a
 * collection, so that is what the goal judges (goals.ts); rss is still printed.
 *
 * workerd runs the collection when the isolate next takes a request (an idle one answers
 * HeapProfiler.collectGarbage only then, Runtime.getHeapUsage at once): under the soak's load
 * that is at once; an idle isolate's answer waits out the call's timeout and its heap is read
 * as it is, with no new garbage in it.
 *
 * Node's WebSocket client (global from Node 22, `--experimental-websocket` on Node 20: soak.sh
 * passes it).
 */

interface Target {
  id: string;
  webSocketDebuggerUrl: string;
}

type Call = (method: string) => Promise<{ result?: { usedSize?: number } }>;

/** One DevTools connection: `call` resolves with the answer, or `{}` after `timeoutMs`. */
async function devtools(url: string, timeoutMs: number): Promise<{ call: Call; close(): void }> {
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.onopen = () => resolve();
    socket.onerror = () => reject(new Error(`inspector: could not connect to ${url}`));
  });
  let next = 0;
  const pending = new Map<number, (answer: object) => void>();
  socket.onmessage = (message) => {
    const answer = JSON.parse(String(message.data)) as { id?: number };
    if (answer.id !== undefined) pending.get(answer.id)?.(answer);
    pending.delete(answer.id!);
  };
  const call: Call = (method) =>
    new Promise((resolve) => {
      const id = ++next;
      pending.set(id, resolve);
      socket.send(JSON.stringify({ id, method }));
      setTimeout(() => (pending.delete(id), resolve({})), timeoutMs).unref();
    });
  return { call, close: () => socket.close() };
}

export interface LiveHeap {
  /** MB used by every isolate together right after a full collection; NaN when an isolate did not answer. */
  sample(): Promise<number>;
  close(): void;
}

/**
 * Connects to every isolate the inspector on `port` lists (waiting up to `waitMs` for it).
 *
 * @example
 * const heap = await connectLiveHeap(8798);
 * console.log(await heap.sample()); // 9.6
 */
export async function connectLiveHeap(port: number, waitMs = 10_000): Promise<LiveHeap> {
  const until = Date.now() + waitMs;
  let targets: Target[] = [];
  for (;;) {
    try {
      targets = (await (await fetch(`http://127.0.0.1:${port}/json`)).json()) as Target[];
      if (targets.length) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > until) throw new Error(`inspector: nothing listed on 127.0.0.1:${port}/json in ${waitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const isolates = await Promise.all(targets.map((t) => devtools(t.webSocketDebuggerUrl, 5000)));
  return {
    async sample() {
      let bytes = 0;
      for (const isolate of isolates) {
        await isolate.call('HeapProfiler.collectGarbage');
        const used = (await isolate.call('Runtime.getHeapUsage')).result?.usedSize;
        if (used === undefined) return NaN;
        bytes += used;
      }
      return Math.round(bytes / 1e5) / 10;
    },
    close: () => isolates.forEach((isolate) => isolate.close()),
  };
}
