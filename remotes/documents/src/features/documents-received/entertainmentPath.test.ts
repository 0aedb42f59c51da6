import { settledWithin, singleFlight } from './entertainmentPath';

describe('recording the gaming/content path once', () => {
  it('shares one call between concurrent and later requests', async () => {
    let calls = 0;
    const flight = singleFlight(async () => {
      calls += 1;
      return calls;
    });
    const [a, b] = await Promise.all([flight.run(), flight.run()]);
    expect([a, b, await flight.run()]).toEqual([1, 1, 1]);
    expect(calls).toBe(1);
  });

  it('forgets a failure so the next request tries again', async () => {
    let calls = 0;
    const flight = singleFlight(async () => {
      calls += 1;
      if (calls === 1) throw new Error('offline');
      return 'ok';
    });
    await expect(flight.run()).rejects.toThrow('offline');
    await expect(flight.run()).resolves.toBe('ok');
    expect(calls).toBe(2);
  });
});

describe('settledWithin', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves as soon as the work settles, whether it succeeded or failed', async () => {
    await expect(settledWithin(Promise.resolve('ok'), 60_000)).resolves.toBeUndefined();
    await expect(settledWithin(Promise.reject(new Error('offline')), 60_000)).resolves.toBeUndefined();
  });

  it('resolves after the bound when the work hangs', async () => {
    jest.useFakeTimers();
    let done = false;
    const waiting = settledWithin(new Promise(() => undefined), 2000).then(() => {
      done = true;
    });
    await jest.advanceTimersByTimeAsync(1999);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await waiting;
    expect(done).toBe(true);
  });
});
