import { Lanes } from './lanes';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('Lanes', () => {
  it('runs one key’s work one at a time, refuses beyond the limit, and never holds up another key', async () => {
    const lanes = new Lanes(2, 'wait');
    const order: string[] = [];
    const first = deferred();
    const a1 = lanes.run(1, async () => {
      order.push('a1 start');
      await first.promise;
      order.push('a1 end');
    });
    const a2 = lanes.run(1, async () => {
      order.push('a2');
    });
    await expect(lanes.run(1, async () => undefined)).rejects.toMatchObject({
      statusCode: 429,
      message: 'wait',
    });
    await lanes.run(2, async () => {
      order.push('b');
    });
    first.resolve();
    await Promise.all([a1, a2]);
    expect(order).toEqual(['a1 start', 'b', 'a1 end', 'a2']);
    // Free again once the work is done.
    await expect(lanes.run(1, async () => 'again')).resolves.toBe('again');
  });

  it('goes on after a failure in the lane', async () => {
    const lanes = new Lanes(2, 'wait');
    const failed = lanes.run(1, async () => {
      throw new Error('unreadable');
    });
    const next = lanes.run(1, async () => 'next');
    await expect(failed).rejects.toThrow('unreadable');
    await expect(next).resolves.toBe('next');
  });
});
