// An incremental JSON parser for request bodies whose few large strings must not be held in memory: the caller
// names the paths whose string values it wants as a stream of bytes (e.g. files.Registration.content), everything
// else is parsed into an ordinary value with a small memory budget. Bytes go in as they arrive; nothing is copied
// for a streamed string except escape sequences.

export type JsonPath = readonly (string | number)[];

export interface StringSink {
  /** Unescaped bytes of the string, in order. Escapes \uXXXX are written as UTF-8 one code unit at a time. */
  write(bytes: Buffer): void;
  /** At the closing quote: returns the value to place in the parsed tree instead of the string. */
  end(): unknown;
}

export interface JsonStreamOptions {
  streamString?(path: JsonPath): StringSink | undefined;
  maxDepth?: number;
  /** Budget for everything kept in memory: keys, strings not streamed, numbers and literals. */
  maxKeptBytes?: number;
}

export class JsonSyntaxError extends Error {}
export class JsonLimitError extends Error {}

type Frame =
  { kind: 'object'; value: Record<string, unknown>; key?: string } | { kind: 'array'; value: unknown[] };

const enum Mode {
  Value,
  ArrayValueOrEnd,
  ObjectKeyOrEnd,
  ObjectKey,
  Colon,
  AfterValue,
  String,
  Literal,
  Done,
}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SIMPLE_ESCAPES: Record<number, number> = {
  0x22: 0x22,
  0x5c: 0x5c,
  0x2f: 0x2f,
  0x62: 0x08,
  0x66: 0x0c,
  0x6e: 0x0a,
  0x72: 0x0d,
  0x74: 0x09,
};

const isSpace = (b: number) => b === 0x20 || b === 0x0a || b === 0x0d || b === 0x09;
const isLiteralByte = (b: number) =>
  (b >= 0x30 && b <= 0x39) ||
  (b >= 0x61 && b <= 0x7a) ||
  (b >= 0x41 && b <= 0x5a) ||
  b === 0x2b ||
  b === 0x2d ||
  b === 0x2e;

export class JsonStreamParser {
  private mode = Mode.Value;
  private readonly stack: Frame[] = [];
  private root: unknown = undefined;
  private kept = 0;
  private readonly maxDepth: number;
  private readonly maxKeptBytes: number;

  // Current string
  private stringIsKey = false;
  private sink: StringSink | undefined;
  private raw: Buffer[] = [];
  /** 0: none; 1: after a backslash; 2..5: reading the hex digits of \u (streamed strings only). */
  private escape = 0;
  private hex = '';
  // Current literal (number, true, false, null)
  private literal = '';

  constructor(private readonly opts: JsonStreamOptions = {}) {
    this.maxDepth = opts.maxDepth ?? 32;
    this.maxKeptBytes = opts.maxKeptBytes ?? 1024 * 1024;
  }

  push(chunk: Buffer): void {
    let i = 0;
    const n = chunk.length;
    while (i < n) {
      if (this.mode === Mode.String) {
        i = this.readString(chunk, i);
        continue;
      }
      const b = chunk[i];
      if (this.mode === Mode.Literal) {
        if (isLiteralByte(b)) {
          this.literal += String.fromCharCode(b);
          this.budget(1);
          if (this.literal.length > 64) throw new JsonSyntaxError('number too long');
          i++;
          continue;
        }
        this.finishLiteral();
        continue; // the delimiter is handled in the new mode
      }
      i++;
      if (isSpace(b)) continue;
      switch (this.mode) {
        case Mode.Done:
          throw new JsonSyntaxError('unexpected data after the value');
        case Mode.ArrayValueOrEnd:
          if (b === 0x5d) {
            this.closeContainer();
            break;
          }
          this.mode = Mode.Value;
          this.startValue(b);
          break;
        case Mode.Value:
          this.startValue(b);
          break;
        case Mode.ObjectKeyOrEnd:
          if (b === 0x7d) this.closeContainer();
          else if (b === QUOTE) this.startString(true);
          else throw new JsonSyntaxError('expected a key');
          break;
        case Mode.ObjectKey:
          if (b !== QUOTE) throw new JsonSyntaxError('expected a key');
          this.startString(true);
          break;
        case Mode.Colon:
          if (b !== 0x3a) throw new JsonSyntaxError('expected a colon');
          this.mode = Mode.Value;
          break;
        case Mode.AfterValue: {
          const top = this.stack[this.stack.length - 1];
          if (b === 0x2c) this.mode = top.kind === 'object' ? Mode.ObjectKey : Mode.Value;
          else if (b === 0x7d && top.kind === 'object') this.closeContainer();
          else if (b === 0x5d && top.kind === 'array') this.closeContainer();
          else throw new JsonSyntaxError('expected a comma or the end of the container');
          break;
        }
      }
    }
  }

  /** The parsed value once the input has ended; throws if the input was not one complete JSON value. */
  end(): unknown {
    if (this.mode === Mode.Literal) this.finishLiteral();
    if (this.mode !== Mode.Done) throw new JsonSyntaxError('unexpected end of input');
    return this.root;
  }

  private startValue(b: number): void {
    if (b === 0x7b) this.openContainer({ kind: 'object', value: {} }, Mode.ObjectKeyOrEnd);
    else if (b === 0x5b) this.openContainer({ kind: 'array', value: [] }, Mode.ArrayValueOrEnd);
    else if (b === QUOTE) this.startString(false);
    else if (isLiteralByte(b)) {
      this.mode = Mode.Literal;
      this.literal = String.fromCharCode(b);
      this.budget(1);
    } else throw new JsonSyntaxError('unexpected character');
  }

  private openContainer(frame: Frame, mode: Mode): void {
    if (this.stack.length >= this.maxDepth) throw new JsonLimitError('too deeply nested');
    this.stack.push(frame);
    this.mode = mode;
  }

  private closeContainer(): void {
    const frame = this.stack.pop() as Frame;
    this.place(frame.value);
  }

  private place(value: unknown): void {
    const top = this.stack[this.stack.length - 1];
    if (!top) {
      this.root = value;
      this.mode = Mode.Done;
      return;
    }
    if (top.kind === 'array') top.value.push(value);
    // defineProperty: a "__proto__" key is data, never the object's prototype.
    else
      Object.defineProperty(top.value, top.key as string, {
        value,
        enumerable: true,
        writable: true,
        configurable: true,
      });
    this.mode = Mode.AfterValue;
  }

  private startString(isKey: boolean): void {
    this.mode = Mode.String;
    this.stringIsKey = isKey;
    this.escape = 0;
    this.raw = [];
    this.sink = isKey ? undefined : this.opts.streamString?.(this.currentPath());
  }

  private currentPath(): JsonPath {
    return this.stack.map((f) => (f.kind === 'object' ? (f.key as string) : f.value.length));
  }

  /** Consumes string bytes from `i`; returns where it stopped (after the closing quote, or the chunk's end). */
  private readString(chunk: Buffer, i: number): number {
    const n = chunk.length;
    let nextQuote = -2;
    let nextBackslash = -2;
    while (i < n) {
      if (this.escape > 0) {
        this.readEscape(chunk[i]);
        i++;
        continue;
      }
      if (nextQuote < i && nextQuote !== -1) nextQuote = chunk.indexOf(QUOTE, i);
      if (nextBackslash < i && nextBackslash !== -1) nextBackslash = chunk.indexOf(BACKSLASH, i);
      const stop = Math.min(nextQuote === -1 ? n : nextQuote, nextBackslash === -1 ? n : nextBackslash);
      if (stop > i) this.emit(chunk.subarray(i, stop));
      if (stop === n) return n;
      if (chunk[stop] === BACKSLASH) {
        if (!this.sink) this.emit(chunk.subarray(stop, stop + 1));
        this.escape = 1;
        i = stop + 1;
        continue;
      }
      this.finishString();
      return stop + 1;
    }
    return i;
  }

  private emit(bytes: Buffer): void {
    if (this.sink) {
      this.sink.write(bytes);
    } else {
      this.budget(bytes.length);
      this.raw.push(Buffer.from(bytes));
    }
  }

  private readEscape(b: number): void {
    if (!this.sink) {
      // Kept strings keep their escapes raw for JSON.parse; only the byte after the backslash must be skipped so
      // an escaped quote does not end the string (\u digits are never quotes).
      this.emit(Buffer.from([b]));
      this.escape = 0;
      return;
    }
    if (this.escape === 1) {
      if (b === 0x75) {
        this.escape = 2;
        this.hex = '';
        return;
      }
      const mapped = SIMPLE_ESCAPES[b];
      if (mapped === undefined) throw new JsonSyntaxError('bad escape');
      this.sink.write(Buffer.from([mapped]));
      this.escape = 0;
      return;
    }
    this.hex += String.fromCharCode(b);
    if (!/^[0-9a-fA-F]+$/.test(this.hex)) throw new JsonSyntaxError('bad unicode escape');
    if (this.hex.length < 4) return;
    this.sink.write(Buffer.from(String.fromCharCode(parseInt(this.hex, 16)), 'utf8'));
    this.escape = 0;
  }

  private finishString(): void {
    if (this.sink) {
      const sink = this.sink;
      this.sink = undefined;
      this.place(sink.end());
      return;
    }
    let value: string;
    try {
      value = JSON.parse(`"${Buffer.concat(this.raw).toString('utf8')}"`) as string;
    } catch {
      throw new JsonSyntaxError('bad string');
    }
    this.raw = [];
    if (this.stringIsKey) {
      (this.stack[this.stack.length - 1] as { key?: string }).key = value;
      this.mode = Mode.Colon;
    } else {
      this.place(value);
    }
  }

  private finishLiteral(): void {
    let value: unknown;
    try {
      value = JSON.parse(this.literal);
    } catch {
      throw new JsonSyntaxError('bad literal');
    }
    if (typeof value === 'object' && value !== null) throw new JsonSyntaxError('bad literal');
    this.literal = '';
    this.place(value);
  }

  private budget(bytes: number): void {
    this.kept += bytes;
    if (this.kept > this.maxKeptBytes) throw new JsonLimitError('too much data outside the streamed strings');
  }
}
