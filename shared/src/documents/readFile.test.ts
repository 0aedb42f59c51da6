import { FileReadError, readAll, readAsDataUrl } from './readFile';

describe('reading files', () => {
  it('reads a file as a base64 data URL', async () => {
    const url = await readAsDataUrl(new File(['%PDF-1.4'], 'a.pdf', { type: 'application/pdf' }));
    expect(url).toBe(`data:application/pdf;base64,${Buffer.from('%PDF-1.4').toString('base64')}`);
  });

  it('reads one file after the other and names the one that failed', async () => {
    const order: string[] = [];
    let active = 0;
    const read = async (file: File) => {
      active += 1;
      expect(active).toBe(1);
      order.push(file.name);
      await new Promise((r) => setTimeout(r, 1));
      active -= 1;
      if (file.name === 'bad.pdf') throw new Error('NotReadableError');
      return `data:;base64,${file.name}`;
    };
    const ok = await readAll(
      [
        ['Registration', new File(['a'], 'r.pdf')],
        ['CapTable', new File(['b'], 'c.pdf')],
      ],
      read,
    );
    expect(ok).toEqual({
      Registration: { name: 'r.pdf', content: 'data:;base64,r.pdf' },
      CapTable: { name: 'c.pdf', content: 'data:;base64,c.pdf' },
    });
    expect(order).toEqual(['r.pdf', 'c.pdf']);

    const failure = readAll(
      [
        ['Registration', new File(['a'], 'r.pdf')],
        ['CapTable', new File(['b'], 'bad.pdf')],
        ['FundraisingSummary', new File(['c'], 's.xlsx')],
      ],
      read,
    );
    await expect(failure).rejects.toBeInstanceOf(FileReadError);
    await expect(failure).rejects.toMatchObject({ key: 'CapTable' });
  });
});
