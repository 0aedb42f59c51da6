import { coalesce } from './coalesce';

/** A loader that records the keys of each call and finds the even ones. */
function evenLoader() {
  const calls: number[][] = [];
  const loadMany = async (keys: number[]) => {
    calls.push(keys);
    return new Map(keys.filter((k) => k % 2 === 0).map((k) => [k, `row ${k}`]));
  };
  return { calls, loadMany };
}

describe('coalesce', () => {
  it('answers the keys asked for in one turn with one call, each caller with its own key', async () => {
    const { calls, loadMany } = evenLoader();
    const load = coalesce(loadMany);
    const answers = await Promise.all([load(2), load(3), load(4), load(2)]);
    expect(answers).toEqual(['row 2', undefined, 'row 4', 'row 2']);
    expect(calls).toEqual([[2, 3, 4]]);
  });

  it('sends what is asked for after the batch left in a batch of its own', async () => {
    const { calls, loadMany } = evenLoader();
    const load = coalesce(loadMany);
    const first = load(2);
    await new Promise((resolve) => setImmediate(resolve));
    const second = load(4);
    expect(await Promise.all([first, second])).toEqual(['row 2', 'row 4']);
    expect(calls).toEqual([[2], [4]]);
  });

  it("gives every caller of a batch the loader's error, and the next batch is loaded again", async () => {
    let fail = true;
    const load = coalesce(async (keys: number[]) => {
      if (fail) throw new Error('database unavailable');
      return new Map(keys.map((k) => [k, k]));
    });
    const results = await Promise.allSettled([load(1), load(2)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect((results[0] as PromiseRejectedResult).reason).toEqual(new Error('database unavailable'));
    fail = false;
    expect(await load(1)).toBe(1);
  });

  it('puts at most maxBatch keys in one call', async () => {
    const { calls, loadMany } = evenLoader();
    const load = coalesce(loadMany, { maxBatch: 2 });
    expect(await Promise.all([1, 2, 3, 4, 5].map((k) => load(k)))).toEqual([
      undefined,
      'row 2',
      undefined,
      'row 4',
      undefined,
    ]);
    expect(calls).toEqual([[1, 2], [3, 4], [5]]);
  });
});
