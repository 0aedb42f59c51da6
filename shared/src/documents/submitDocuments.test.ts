import { AxiosError, AxiosHeaders } from 'axios';
import { initialSlots, slotsReducer, type SlotAction, type Slots } from './documentSlots';
import { submitDocuments, type SubmitDeps } from './submitDocuments';

const chosen = (): Slots =>
  [
    {
      type: 'choose',
      key: 'Registration',
      file: new File(['%PDF-1.4 r'], 'reg.pdf', { type: 'application/pdf' }),
    },
    {
      type: 'choose',
      key: 'CapTable',
      file: new File(['%PDF-1.4 c'], 'cap.pdf', { type: 'application/pdf' }),
    },
    { type: 'choose', key: 'FundraisingSummary', file: new File(['PK'], 'summary.xlsx') },
  ].reduce((s, a) => slotsReducer(s, a as SlotAction), initialSlots());

function harness(upload: SubmitDeps['upload'], read?: SubmitDeps['read']) {
  const actions: SlotAction[] = [];
  const fractions: number[] = [];
  const deps: SubmitDeps = {
    upload,
    read,
    dispatch: (a) => actions.push(a),
    onProgress: (f) => fractions.push(f),
  };
  return { deps, actions, fractions };
}

const refusal = (status: number, error?: string) =>
  new AxiosError('refused', 'ERR_BAD_REQUEST', undefined, null, {
    status,
    statusText: '',
    headers: {},
    config: { headers: new AxiosHeaders() },
    data: error ? { details: { error } } : '<html>bad gateway</html>',
  });

describe('submitting the documents', () => {
  it('sends every chosen file as a data URL, in one request, with progress per document', async () => {
    let sent: unknown;
    const { deps, actions, fractions } = harness(async (body, onProgress) => {
      sent = body;
      onProgress(0.5);
      onProgress(1);
      return { stage: 'TRANSACTION' };
    });
    await expect(submitDocuments(chosen(), deps)).resolves.toEqual({ ok: true });
    expect(sent).toEqual({
      files: {
        Registration: { name: 'reg.pdf', content: `data:application/pdf;base64,${btoa('%PDF-1.4 r')}` },
        CapTable: { name: 'cap.pdf', content: `data:application/pdf;base64,${btoa('%PDF-1.4 c')}` },
        FundraisingSummary: { name: 'summary.xlsx', content: expect.stringMatching(/^data:.*;base64,UEs=$/) },
      },
    });
    expect(actions.map((a) => a.type)).toEqual(['reading', 'uploading', 'progress', 'progress', 'stored']);
    expect(fractions).toEqual([0, 0.5, 1, 1]);
  });

  it('stops before sending when a file cannot be read', async () => {
    const upload = jest.fn();
    const { deps, actions } = harness(upload, async (file) => {
      if (file.name === 'cap.pdf') throw new Error('NotReadableError');
      return 'data:;base64,';
    });
    await expect(submitDocuments(chosen(), deps)).resolves.toEqual({
      ok: false,
      reason: 'read',
      key: 'CapTable',
    });
    expect(upload).not.toHaveBeenCalled();
    expect(actions.at(-1)).toEqual({ type: 'readFailed', key: 'CapTable' });
  });

  it("marks the document the server's details.error names, with the server's words", async () => {
    const named = harness(async () => {
      throw refusal(400, 'The file cap.pdf is not an accepted document type.');
    });
    await expect(submitDocuments(chosen(), named.deps)).resolves.toEqual({
      ok: false,
      reason: 'upload',
      document: 'CapTable',
      refusal: { status: 400, message: 'The file cap.pdf is not an accepted document type.' },
    });
    expect(named.actions.at(-1)).toEqual({
      type: 'uploadFailed',
      refused: 'CapTable',
      reason: 'The file cap.pdf is not an accepted document type.',
    });
  });

  it('hands back a reason that names no document; a gateway failure has none', async () => {
    const unnamed = harness(async () => {
      throw refusal(413, 'File size exceeds the maximum limit of 20 MB');
    });
    await expect(submitDocuments(chosen(), unnamed.deps)).resolves.toEqual({
      ok: false,
      reason: 'upload',
      document: null,
      refusal: { status: 413, message: 'File size exceeds the maximum limit of 20 MB' },
    });
    expect(unnamed.actions.at(-1)).toMatchObject({ type: 'uploadFailed', refused: null });

    const gateway = harness(async () => {
      throw refusal(502);
    });
    await expect(submitDocuments(chosen(), gateway.deps)).resolves.toEqual({
      ok: false,
      reason: 'upload',
      document: null,
      refusal: null,
    });
    expect(gateway.actions.at(-1)).toEqual({ type: 'uploadFailed', refused: null, reason: null });
  });
});
