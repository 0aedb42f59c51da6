import { AnalysisCache, ONE_AT_A_TIME } from './analysis-cache';
import { CsvImportError } from './import-error';

const deferred = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('AnalysisCache', () => {
  it('computes a file once: repeats and concurrent identical calls share the result', async () => {
    const cache = new AnalysisCache<number>();
    const compute = jest.fn(async () => 42);
    const [a, b] = await Promise.all([cache.get(1, 'k', compute), cache.get(1, 'k', compute)]);
    expect([a, b, await cache.get(1, 'k', compute)]).toEqual([42, 42, 42]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('lets one application read one file at a time, and others meanwhile', async () => {
    const cache = new AnalysisCache<number>();
    const slow = deferred<number>();
    const first = cache.get(1, 'a', () => slow.promise);
    await expect(cache.get(1, 'b', async () => 2)).rejects.toMatchObject({
      statusCode: 429,
      message: ONE_AT_A_TIME,
    });
    await expect(cache.get(2, 'c', async () => 3)).resolves.toBe(3);
    slow.resolve(1);
    await first;
    await expect(cache.get(1, 'b', async () => 2)).resolves.toBe(2);
  });

  it('remembers a refusal of the file, but not a failure of the moment', async () => {
    const cache = new AnalysisCache<number>();
    const refused = jest.fn(async () => {
      throw new CsvImportError(400, 'bad dates');
    });
    await expect(cache.get(1, 'r', refused)).rejects.toThrow('bad dates');
    await expect(cache.get(1, 'r', refused)).rejects.toThrow('bad dates');
    expect(refused).toHaveBeenCalledTimes(1);
    const down = jest.fn(async () => {
      throw new Error('storage down');
    });
    await expect(cache.get(1, 'd', down)).rejects.toThrow('storage down');
    await expect(cache.get(1, 'd', down)).rejects.toThrow('storage down');
    expect(down).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its capacity, the least recently used going first', async () => {
    const cache = new AnalysisCache<string>(2);
    for (const key of ['a', 'b']) await cache.get(1, key, async () => key);
    await cache.get(1, 'a', async () => 'again');
    await cache.get(1, 'c', async () => 'c');
    expect(await cache.get(1, 'a', async () => 'recomputed')).toBe('a');
    expect(await cache.get(1, 'b', async () => 'recomputed')).toBe('recomputed');
  });
});
