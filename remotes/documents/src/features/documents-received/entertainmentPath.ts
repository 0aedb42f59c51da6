/**
 * Records the gaming/content path once per page, however often it is asked for (the screen asks on showing, React's
 * development double mount asks twice, the button asks again before reloading). A failed call is forgotten so that
 * the next request tries again; the server side is idempotent, so a repeat after success would be harmless too.
 */
export function singleFlight<T>(call: () => Promise<T>): { run(): Promise<T>; reset(): void } {
  let pending: Promise<T> | null = null;
  return {
    run() {
      pending ??= call().catch((err: unknown) => {
        pending = null;
        throw err;
      });
      return pending;
    },
    reset() {
      pending = null;
    },
  };
}
