interface Waiter<V> {
  resolve(value: V | undefined): void;
  reject(err: unknown): void;
}

/**
 * Lookups by key, the ones asked for during one turn of the event loop answered together by one call of `loadMany`
 * (under load, the requests read in one turn share one database round trip instead of one each).
 *
 * The batch is sent once the turn's I/O callbacks have run (setImmediate): a request asks while it is handled, in
 * the callback that read it, so every request that arrived in that turn is in the batch and none waits for a later
 * one. A key asked for twice in a batch is loaded once and both callers get the same value. `loadMany` answers with
 * what it found by key; a key it did not find gets undefined, and when it fails every caller of the batch gets its
 * error. At most `maxBatch` keys go in one call; more start another.
 */
export function coalesce<K, V>(
  loadMany: (keys: K[]) => Promise<Map<K, V>>,
  { maxBatch = 500 }: { maxBatch?: number } = {},
): (key: K) => Promise<V | undefined> {
  let pending = new Map<K, Waiter<V>[]>();
  let scheduled = false;

  async function run(batch: Map<K, Waiter<V>[]>) {
    let found: Map<K, V>;
    try {
      found = await loadMany([...batch.keys()]);
    } catch (err) {
      for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(err);
      return;
    }
    for (const [key, waiters] of batch) {
      const value = found.get(key);
      for (const waiter of waiters) waiter.resolve(value);
    }
  }

  function send() {
    const batch = pending;
    pending = new Map();
    void run(batch);
  }

  function flush() {
    scheduled = false;
    if (pending.size) send();
  }

  return (key) =>
    new Promise<V | undefined>((resolve, reject) => {
      let waiters = pending.get(key);
      if (!waiters) {
        if (pending.size >= maxBatch) send();
        waiters = [];
        pending.set(key, waiters);
      }
      waiters.push({ resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
