/** How long each named step of a test setup took, in ms, for its log line. */
export function stepTimings() {
  const timings: Record<string, number> = {};
  const time = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
    const started = Date.now();
    const result = await work();
    timings[name] = Date.now() - started;
    return result;
  };
  return { timings, time };
}
