import { act, renderHook, waitFor } from '@testing-library/react';
import { bodyOf, fakeApi, type FakeApi } from '../../testing/test-support';
import { readAsDataUrl } from './read-file';
import { useWorkbook } from './use-workbook';

jest.mock('./read-file', () => ({
  ...jest.requireActual('./read-file'),
  readAsDataUrl: jest.fn(),
}));
const read = readAsDataUrl as jest.MockedFunction<typeof readAsDataUrl>;

const TEXTS = {
  somethingWentWrong: 'Something went wrong!',
  fileRead: 'Error reading file',
  uploadError: 'Error uploading!',
};
const CONTENT = 'data:application/vnd.ms-excel;base64,UEs=';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

let api: FakeApi;
beforeEach(() => {
  api = fakeApi();
  read.mockReset();
});

const workbookFile = (name = 'accounts.xlsx') => new File(['PK'], name);

describe('useWorkbook', () => {
  it('asks for the sheets of a file once it is read when mapping was started meanwhile', async () => {
    const reading = deferred<string>();
    read.mockReturnValue(reading.promise);
    api.reply = () => ({ status: 200, data: { sheets: ['P&L'] } });
    let mappingOn = false;
    const { result } = renderHook(() => useWorkbook(TEXTS));

    let picked!: Promise<void>;
    act(() => {
      picked = result.current.pick(workbookFile(), () => mappingOn);
    });
    expect(result.current.reading).toBe('accounts.xlsx');
    mappingOn = true;
    await act(async () => {
      reading.resolve(CONTENT);
      await picked;
    });
    expect(result.current.sheets).toEqual(['P&L']);
    expect(bodyOf(api.requests[0])).toEqual({ file: { name: 'accounts.xlsx', content: CONTENT } });
  });

  it('drops the sheets of a file replaced while they were asked for', async () => {
    read.mockImplementation(async () => CONTENT);
    const first = deferred<{ status: number; data: unknown }>();
    api.reply = (config) =>
      bodyOf(config).file && (bodyOf(config).file as { name: string }).name === 'old.xlsx'
        ? first.promise
        : { status: 200, data: { sheets: ['New sheet'] } };
    const { result } = renderHook(() => useWorkbook(TEXTS));

    let old!: Promise<void>;
    act(() => {
      old = result.current.pick(workbookFile('old.xlsx'), () => true);
    });
    await waitFor(() => expect(api.requests).toHaveLength(1));
    await act(() => result.current.pick(workbookFile('new.xlsx'), () => true));
    await act(async () => {
      first.resolve({ status: 200, data: { sheets: ['Old sheet'] } });
      await old;
    });
    expect(result.current.file?.name).toBe('new.xlsx');
    expect(result.current.sheets).toEqual(['New sheet']);
  });

  it('refuses a file before reading it', async () => {
    const { result } = renderHook(() => useWorkbook(TEXTS));
    await act(() => result.current.pick(workbookFile('accounts.pdf'), () => true));
    expect(result.current.fileProblem).toBe('errors.invalidType');
    expect(read).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(0);
  });
});
