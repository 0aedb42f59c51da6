import { startsWith } from './sniff-bytes';

// Plain text has no signature for file-type to find: whether bytes are text is decided here.

/** UTF-8 text without NUL bytes that is not markup: the only kind of plain text we take, and only as .csv. */
export function looksLikeCsv(head: Buffer, size: number): boolean {
  let text = head;
  if (startsWith(text, [0xef, 0xbb, 0xbf])) text = text.subarray(3);
  if (text.includes(0)) return false;
  // A multi-byte character may be cut at the end of the sample; only a whole file must decode cleanly.
  const sample = head.length < size ? trimPartialUtf8(text) : text;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample);
  } catch {
    return false;
  }
  const firstChar = sample.toString('utf8').trimStart()[0];
  return firstChar !== undefined && firstChar !== '<' && firstChar !== '{';
}

function trimPartialUtf8(buf: Buffer): Buffer {
  const end = buf.length;
  for (let i = 1; i <= 3 && end - i >= 0; i++) {
    const byte = buf[end - i];
    if ((byte & 0xc0) === 0x80) continue; // continuation byte: keep looking for the lead byte
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > i ? buf.subarray(0, end - i) : buf;
  }
  return buf;
}
