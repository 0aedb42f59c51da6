import { tooManyRequests } from './http-error';

/**
 * Work queued per key (an application), run one at a time in its key's lane, at most `max` waiting or running per
 * key; beyond that the caller is told to wait (429). Keeps one applicant's files from taking every place of a
 * shared pool's bounded queue (finding #14.7).
 */
export class Lanes {
  private readonly lanes = new Map<number, { tail: Promise<unknown>; size: number }>();

  constructor(
    private readonly max: number,
    private readonly busyMessage: string,
  ) {}

  run<T>(key: number, task: () => Promise<T>): Promise<T> {
    const lane = this.lanes.get(key) ?? { tail: Promise.resolve(), size: 0 };
    if (lane.size >= this.max) return Promise.reject(tooManyRequests(this.busyMessage));
    lane.size += 1;
    this.lanes.set(key, lane);
    const run = lane.tail.then(task);
    lane.tail = run.catch(() => undefined);
    return run.finally(() => {
      lane.size -= 1;
      if (lane.size === 0) this.lanes.delete(key);
    });
  }
}
