import { onTestFinished, vi } from 'vitest';

/**
 * The rate limits count per clock minute (worker/http/rate-limit.ts). A test that sends its requests
 * across a minute's end sees them counted in two windows and a request it expects refused accepted.
 * This puts the worker's clock (it runs in the test's isolate) 5 s into a minute and lets it run on,
 * until the test ends.
 */
export function insideOneMinute() {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
  vi.setSystemTime(Math.ceil(Date.now() / 60_000) * 60_000 + 5_000);
  onTestFinished(() => {
    vi.useRealTimers();
  });
}
