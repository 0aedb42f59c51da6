/** Whether `buf` holds `bytes` (a latin1 string or byte values) at `at`. */
export const startsWith = (buf: Buffer, bytes: number[] | string, at = 0): boolean => {
  const sig = typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : Buffer.from(bytes);
  return buf.length >= at + sig.length && buf.subarray(at, at + sig.length).equals(sig);
};
