import { uuidv7 } from './uuid7';

describe('uuidv7', () => {
  it('is a version 7, RFC 9562 variant UUID carrying its millisecond', () => {
    const id = uuidv7(0x0190_1234_5678);
    expect(id).toMatch(/^01901234-5678-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('never repeats, and sorts by time', () => {
    const ids = Array.from({ length: 10_000 }, () => uuidv7());
    expect(new Set(ids).size).toBe(ids.length);
    expect(uuidv7(1_000) < uuidv7(2_000)).toBe(true);
  });
});
