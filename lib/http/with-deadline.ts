/**
 * `promise`, or a rejection once `ms` have passed ("{what} did not answer within {ms} ms"); the
 * timer is cleared either way. For calls that must not hold a request up: the rate-limit store,
 * the health probe's database ping.
 */
export function withDeadline<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}
