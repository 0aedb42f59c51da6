import { CsvImportError } from './import-error';

// Reading a stored CSV is the costly part of utils/check and custom-upload (a 200 MB file is seconds of a worker).
// The browser checks a file, then submits it with the same mapping: the second call, and any repeat, reuses the
// first's result instead of reading the file again. An upload is never replaced once confirmed, so
// a result stays true for its key. (The worker pool sees to it that one application imports one file at a time.)

interface Entry<T> {
  promise: Promise<T>;
  settled: boolean;
}

export class AnalysisCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly capacity = 32) {}

  /**
   * The result for `key`: remembered, being computed (the same promise), or computed now by `compute`. A refusal of
   * the file (CsvImportError) is remembered like a result; any other failure (storage down, too slow) is not, so a
   * retry computes again.
   */
  get(key: string, compute: () => Promise<T>): Promise<T> {
    const known = this.entries.get(key);
    if (known) {
      // Most recently used last, so the oldest entry is the first one out.
      this.entries.delete(key);
      this.entries.set(key, known);
      return known.promise;
    }
    const entry: Entry<T> = { promise: compute(), settled: false };
    entry.promise.then(
      () => (entry.settled = true),
      (err: unknown) => {
        entry.settled = true;
        if (!(err instanceof CsvImportError)) this.entries.delete(key);
      },
    );
    this.entries.set(key, entry);
    while (this.entries.size > this.capacity) {
      const oldest = [...this.entries].find(([, e]) => e.settled);
      if (!oldest) break;
      this.entries.delete(oldest[0]);
    }
    return entry.promise;
  }
}
