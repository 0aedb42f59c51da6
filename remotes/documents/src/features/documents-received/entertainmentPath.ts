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

/** One single flight per key (the application), so a page that switches applications records each one. */
export function keyedSingleFlight<T>(call: () => Promise<T>): (key: string | number | null) => Promise<T> {
  const flights = new Map<string | number | null, ReturnType<typeof singleFlight<T>>>();
  return (key) => {
    let flight = flights.get(key);
    if (!flight) flights.set(key, (flight = singleFlight(call)));
    return flight.run();
  };
}

/**
 * Waits for `work` to settle, but no longer than `ms`: resolves either way, never rejects. For a call worth finishing
 * before something that must happen regardless (the reload of "Connect your systems").
 */
export function settledWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    work.then(
      () => {
        clearTimeout(timer);
        resolve();
      },
      () => {
        clearTimeout(timer);
        resolve();
      },
    );
  });
}
