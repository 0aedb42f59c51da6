/** Bytes (a Node Readable, a file's stream, a fetch body) or text, read a chunk at a time. */
export type ByteSource = AsyncIterable<Uint8Array | string>;

export type Line = { number: number; text: string; tooLong?: false } | { number: number; tooLong: true };

/**
 * Decodes a source as UTF-8 chunk by chunk (a character split across chunks stays whole) and yields its lines, ended
 * by LF, CRLF or a lone CR (OFAC's record separator). A line longer than `maxChars` is not buffered: it is reported as
 * too long and skipped up to its end, so memory stays bounded whatever the input. A leading byte-order mark is dropped.
 */
export async function* readLines(source: ByteSource, maxChars: number): AsyncGenerator<Line> {
  const decoder = new TextDecoder('utf-8');
  let rest = '';
  let number = 0;
  let discarding = false;
  let started = false;

  function* drain(final: boolean): Generator<Line> {
    const breaks = /\r\n|\n|\r/g;
    let start = 0;
    for (let m = breaks.exec(rest); m !== null; m = breaks.exec(rest)) {
      // A CR at the end of what has arrived may be the first half of a CRLF.
      if (m[0] === '\r' && m.index === rest.length - 1 && !final) break;
      number++;
      if (discarding) {
        discarding = false;
        yield { number, tooLong: true };
      } else {
        yield { number, text: rest.slice(start, m.index) };
      }
      start = m.index + m[0].length;
    }
    rest = rest.slice(start);
    if (final) {
      if (rest !== '' || discarding) {
        number++;
        yield discarding ? { number, tooLong: true } : { number, text: rest };
      }
      rest = '';
      discarding = false;
    } else if (rest.length > maxChars) {
      discarding = true;
      rest = rest.endsWith('\r') ? '\r' : '';
    }
  }

  for await (const chunk of source) {
    let text = typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (!started && text !== '') {
      started = true;
      if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    }
    rest += text;
    yield* drain(false);
  }
  rest += decoder.decode();
  yield* drain(true);
}
