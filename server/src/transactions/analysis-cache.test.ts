import { AnalysisCache } from './analysis-cache';
import { CsvImportError } from './import-error';

describe('AnalysisCache', () => {
  it('computes a file once: repeats and concurrent identical calls share the result', async () => {
    const cache = new AnalysisCache<number>();
    const compute = jest.fn(async () => 42);
    const [a, b] = await Promise.all([cache.get('k', compute), cache.get('k', compute)]);
    expect([a, b, await cache.get('k', compute)]).toEqual([42, 42, 42]);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('remembers a refusal of the file, but not a failure of the moment', async () => {
    const cache = new AnalysisCache<number>();
    const refused = jest.fn(async () => {
      throw new CsvImportError(400, 'bad dates');
    });
    await expect(cache.get('r', refused)).rejects.toThrow('bad dates');
    await expect(cache.get('r', refused)).rejects.toThrow('bad dates');
    expect(refused).toHaveBeenCalledTimes(1);
    const down = jest.fn(async () => {
      throw new Error('storage down');
    });
    await expect(cache.get('d', down)).rejects.toThrow('storage down');
    await expect(cache.get('d', down)).rejects.toThrow('storage down');
    expect(down).toHaveBeenCalledTimes(2);
  });

  it('keeps at most its capacity, the least recently used going first', async () => {
    const cache = new AnalysisCache<string>(2);
    for (const key of ['a', 'b']) await cache.get(key, async () => key);
    await cache.get('a', async () => 'again');
    await cache.get('c', async () => 'c');
    expect(await cache.get('a', async () => 'recomputed')).toBe('a');
    expect(await cache.get('b', async () => 'recomputed')).toBe('recomputed');
  });
});
