import { Schedule } from './schedule';

/** A task whose runs the test ends by hand. */
function heldTask() {
  const ends: (() => void)[] = [];
  const task = () => new Promise<void>((resolve) => ends.push(resolve));
  return { ends, task };
}

describe('Schedule', () => {
  it('runs nothing until started, then one run at a time', async () => {
    const { ends, task } = heldTask();
    const schedule = new Schedule(task, () => undefined);
    schedule.wake();
    expect(ends).toHaveLength(0);
    schedule.start(60_000);
    schedule.wake();
    schedule.wake();
    expect(ends).toHaveLength(1);
    ends[0]();
    await schedule.stop();
  });

  it('stop waits for the run under way, and a stopped schedule runs no more', async () => {
    const { ends, task } = heldTask();
    const schedule = new Schedule(task, () => undefined);
    schedule.start(60_000);
    schedule.wake();
    let stopped = false;
    const stopping = schedule.stop().then(() => (stopped = true));
    await Promise.resolve();
    expect(stopped).toBe(false);
    ends[0]();
    await stopping;
    schedule.wake();
    expect(ends).toHaveLength(1);
  });

  it('reports a failed run, and the next one runs', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const schedule = new Schedule(
      async () => {
        runs++;
        throw new Error('down');
      },
      (err) => errors.push(err),
    );
    schedule.start(60_000);
    schedule.wake();
    await schedule.stop();
    schedule.start(60_000);
    schedule.wake();
    await schedule.stop();
    expect(runs).toBe(2);
    expect(errors.map((e) => (e as Error).message)).toEqual(['down', 'down']);
  });
});
