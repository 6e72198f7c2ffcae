/**
 * Settles with `work`, or rejects with the deadline's reason when the deadline aborts first (a
 * fetch that ignores its own signal still cannot hold a page up). The work itself goes on.
 *
 * @example
 * await beforeDeadline(fetch(url), AbortSignal.timeout(300))
 */
export function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  if (deadline.aborted) return Promise.reject(deadline.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(deadline.reason);
    deadline.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', onAbort));
  });
}
