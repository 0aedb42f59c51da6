// Decodes a `data:<mime>;base64,<data>` URL as its bytes arrive, so a 20 MB document is never held whole. Only
// well-formed URLs decode: the header must be a base64 data URL header and the data strict base64 (standard
// alphabet, padding only at the end, whole groups), as FileReader.readAsDataURL produces.

const HEADER = /^data:[\w.+-]*\/?[\w.+-]*(;[\w=.+-]+)*;base64,$/;
const MAX_HEADER = 256;
const NOT_BASE64 = /[^A-Za-z0-9+/=]/;

export class DataUrlDecoder {
  /** The media type the data URL declares (informative only: the content is sniffed). */
  mime = '';
  failed = false;
  private header = '';
  private inBody = false;
  private carry = '';
  private padding = 0;

  /** Feeds bytes of the URL; decoded bytes are passed to `out`. After a failure input is ignored. */
  push(bytes: Buffer, out: (decoded: Buffer) => void): void {
    if (this.failed || bytes.length === 0) return;
    let text = bytes.toString('latin1');
    if (!this.inBody) {
      const comma = text.indexOf(',');
      this.header += comma === -1 ? text : text.slice(0, comma + 1);
      if (this.header.length > MAX_HEADER) return this.fail();
      if (comma === -1) return;
      if (!HEADER.test(this.header)) return this.fail();
      this.mime = this.header.slice(5, this.header.indexOf(';')).toLowerCase();
      this.inBody = true;
      text = text.slice(comma + 1);
    }
    if (NOT_BASE64.test(text)) return this.fail();
    const pad = text.indexOf('=');
    if (this.padding > 0 && text.length > 0 && pad !== 0) return this.fail();
    if (pad !== -1) {
      const tail = text.slice(pad);
      if (!/^=*$/.test(tail)) return this.fail();
      this.padding += tail.length;
      if (this.padding > 2) return this.fail();
    }
    const all = this.carry + text;
    const whole = all.length - (all.length % 4);
    if (whole > 0) out(Buffer.from(all.slice(0, whole), 'base64'));
    this.carry = all.slice(whole);
  }

  /** Marks the decoder failed unless the URL was complete and well formed. */
  end(): void {
    if (this.failed) return;
    if (!this.inBody || this.carry.length !== 0) this.fail();
  }

  private fail(): void {
    this.failed = true;
    this.carry = '';
  }
}
