/** A file as a base64 data URL (what financial-upload carries), through one FileReader. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      if (typeof reader.result === 'string') resolve(reader.result);
      else reject(new Error('FileReader gave no data URL'));
    };
    reader.onerror = () => reject(reader.error ?? new Error('FileReader failed'));
    reader.onabort = () => reject(new Error('FileReader aborted'));
    reader.readAsDataURL(file);
  });
}

export class FileReadError<K extends string = string> extends Error {
  constructor(
    readonly key: K,
    options?: { cause?: unknown },
  ) {
    super(`the file for ${key} could not be read`, options);
    this.name = 'FileReadError';
  }
}

/**
 * Reads the files one after the other rather than all at once: the data URLs must all exist for the request anyway,
 * but a single reader at a time keeps the reading itself from multiplying the peak (five readers each holding
 * intermediate buffers). Rejects with a FileReadError naming the first file that could not be read.
 */
export async function readAll<K extends string>(
  files: readonly (readonly [K, File])[],
  read: (file: File) => Promise<string> = readAsDataUrl,
): Promise<Partial<Record<K, { name: string; content: string }>>> {
  const out: Partial<Record<K, { name: string; content: string }>> = {};
  for (const [key, file] of files) {
    try {
      out[key] = { name: file.name, content: await read(file) };
    } catch (cause) {
      throw new FileReadError(key, { cause });
    }
  }
  return out;
}
