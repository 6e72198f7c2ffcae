import { describe, expect, it } from 'vitest';
import { bodyRefusal, discardBody, DRAIN_LIMITS, readBody } from './read-body.ts';

/** A body of `total` bytes in 16 KB chunks that counts how much of it was pulled and whether it was cancelled. */
function countingStream(total: number) {
  const pulled = { bytes: 0, cancelled: false };
  const chunk = new TextEncoder().encode('a'.repeat(16 * 1024));
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled.bytes >= total) return controller.close();
      pulled.bytes += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      pulled.cancelled = true;
    },
  });
  return { stream, pulled };
}

const limits = { maxBytes: 64 * 1024, deadlineMs: 10_000 };

describe('readBody', () => {
  it('keeps the cap and drains the rest of a long body to its end (the connection stays in step)', async () => {
    const { stream, pulled } = countingStream(8 * 1024 * 1024);
    const read = await readBody(stream, limits);
    expect(read).toMatchObject({ overCap: true, timedOut: false, drained: true });
    expect(bodyRefusal(read)).toBe(413);
    expect(read.bytes.byteLength).toBe(64 * 1024);
    expect(pulled.bytes).toBe(8 * 1024 * 1024);
    expect(pulled.cancelled).toBe(false);
  });

  it('stops (without cancelling) past the drain bound of DRAIN_LIMITS.bytes', async () => {
    const { stream, pulled } = countingStream(DRAIN_LIMITS.bytes * 4);
    const read = await readBody(stream, limits);
    expect(read).toMatchObject({ overCap: true, drained: false });
    expect(pulled.bytes).toBeLessThan(DRAIN_LIMITS.bytes * 2);
    expect(pulled.cancelled).toBe(false);
  });

  it('reads a body of exactly the cap whole', async () => {
    const { stream } = countingStream(64 * 1024);
    const read = await readBody(stream, limits);
    expect(read).toMatchObject({ overCap: false, timedOut: false, drained: true });
    expect(read.bytes.byteLength).toBe(64 * 1024);
    expect(bodyRefusal(read)).toBeNull();
  });

  it('gives up on a body that trickles past the deadline, with what had arrived, and does not cancel it', async () => {
    let cancelled = false;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('name=Anna&message=hel'));
      },
      cancel() {
        cancelled = true;
      },
    });
    const read = await readBody(stream, { maxBytes: 1024, deadlineMs: 50 });
    expect(read.timedOut).toBe(true);
    expect(bodyRefusal(read)).toBe(408);
    expect(cancelled).toBe(false);
    expect(new TextDecoder().decode(read.bytes)).toBe('name=Anna&message=hel');
  });

  it('treats a body that breaks off as one that did not arrive in time', async () => {
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"a":'));
        controller.error(new Error('client hung up'));
      },
    });
    const read = await readBody(stream, limits);
    expect(bodyRefusal(read)).toBe(408);
  });

  it('no body: nothing read, nothing refused', async () => {
    expect(bodyRefusal(await readBody(null, limits))).toBeNull();
  });
});

describe('discardBody', () => {
  it('reads an unused body to its end without keeping it', async () => {
    const { stream, pulled } = countingStream(1024 * 1024);
    await discardBody(new Request('https://www.teamtrek.example/api/contact', { method: 'POST', body: stream }));
    expect(pulled.bytes).toBeGreaterThanOrEqual(1024 * 1024);
    expect(pulled.cancelled).toBe(false);
  });
});
