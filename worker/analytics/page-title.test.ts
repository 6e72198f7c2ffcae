import { describe, expect, it } from 'vitest';
import { readTitle } from './page-title.ts';

const encoder = new TextEncoder();

/** A stream of the given chunks; `cancelled` tells whether the reader let go early. */
function streamOf(chunks: (string | Uint8Array)[], { stall = false } = {}) {
  const state = { cancelled: false, pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      const chunk = chunks[state.pulled++];
      if (chunk !== undefined) controller.enqueue(typeof chunk === 'string' ? encoder.encode(chunk) : chunk);
      else if (!stall) controller.close();
      else return new Promise(() => {});
    },
    cancel() {
      state.cancelled = true;
    },
  });
  return { stream, state };
}

describe('readTitle', () => {
  it.each([
    ['a plain title', ['<!DOCTYPE html><html><head><title>Pricing | TeamTrek</title>'], 'Pricing | TeamTrek'],
    ["React's escapes", ['<title>Tom &amp; Jerry&#x27;s &lt;b&gt; &quot;x&quot; &#8211; y</title>'], 'Tom & Jerry\'s <b> "x" – y'],
    ['a title split over chunks', ['<head><ti', 'tle>Case st', 'udies | Corporate Fitness</t', 'itle>'], 'Case studies | Corporate Fitness'],
    ['a multi-byte character split over chunks', [encoder.encode('<title>Caf\u00e9').slice(0, -1), new Uint8Array([0xa9]), ' Montr\u00e9al</title>'], 'Café Montréal'],
    ['no title', ['<html><body>hi</body></html>'], undefined],
    ['an empty title', ['<title> </title>'], undefined],
  ])('%s', async (_label, chunks, expected) => {
    const { stream } = streamOf(chunks);
    expect(await readTitle(stream)).toBe(expected);
  });

  it('cancels the stream once it has the title, without reading the rest', async () => {
    const { stream, state } = streamOf(['<title>A</title>', '<body>', '…']);
    expect(await readTitle(stream)).toBe('A');
    expect(state).toEqual({ cancelled: true, pulled: 1 });
  });

  it('gives up after the limit', async () => {
    const { stream, state } = streamOf(['x'.repeat(100), 'x'.repeat(100), '<title>late</title>']);
    expect(await readTitle(stream, { limit: 150 })).toBeUndefined();
    expect(state.cancelled).toBe(true);
  });

  it('gives up when the signal aborts on a stalled stream', async () => {
    const { stream, state } = streamOf(['<html><head>'], { stall: true });
    expect(await readTitle(stream, { signal: AbortSignal.timeout(20) })).toBeUndefined();
    expect(state.cancelled).toBe(true);
  });
});
