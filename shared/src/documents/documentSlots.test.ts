import { MAX_DOCUMENT_BYTES } from '@onboarding/shared';
import {
  fileRuleError,
  initialSlots,
  isBusy,
  missingRequired,
  refusedDocument,
  slotsReducer,
  type SlotAction,
  type Slots,
} from './documentSlots';

const file = (name: string, size = 10) => {
  const f = new File(['x'], name);
  Object.defineProperty(f, 'size', { value: size });
  return f;
};

const run = (actions: SlotAction[], start: Slots = initialSlots()) => actions.reduce(slotsReducer, start);

const required: SlotAction[] = [
  { type: 'choose', key: 'Registration', file: file('registration.pdf') },
  { type: 'choose', key: 'CapTable', file: file('cap.png') },
  { type: 'choose', key: 'FundraisingSummary', file: file('summary.xlsx') },
];

describe('document slots', () => {
  it('starts with five empty inputs and asks for the three required documents', () => {
    const slots = initialSlots();
    expect(Object.keys(slots)).toEqual([
      'StatementPreviousTwoYear',
      'StatementPreviousOneYear',
      'Registration',
      'CapTable',
      'FundraisingSummary',
    ]);
    expect(missingRequired(slots)).toEqual(['Registration', 'CapTable', 'FundraisingSummary']);
    const marked = slotsReducer(slots, { type: 'requireMissing' });
    expect(marked.Registration.error).toBe('required');
    expect(marked.StatementPreviousOneYear.error).toBeNull();
  });

  it('statements are optional: the three required documents are enough', () => {
    expect(missingRequired(run(required))).toEqual([]);
  });

  it('checks each file as it is chosen: 20 MB each, the fundraising summary Excel only', () => {
    expect(fileRuleError('CapTable', { name: 'c.pdf', size: MAX_DOCUMENT_BYTES })).toBeNull();
    expect(fileRuleError('CapTable', { name: 'c.pdf', size: MAX_DOCUMENT_BYTES + 1 })).toBe('tooLarge');
    expect(fileRuleError('StatementPreviousTwoYear', { name: 's.pdf', size: 21 * 1024 * 1024 })).toBe(
      'tooLarge',
    );
    expect(fileRuleError('FundraisingSummary', { name: 'summary.pdf', size: 10 })).toBe('excelOnly');
    expect(fileRuleError('FundraisingSummary', { name: 'Summary.XLS', size: 10 })).toBeNull();
  });

  it('refuses, as chosen, a type the server does not take and an empty file', () => {
    expect(fileRuleError('CapTable', { name: 'setup.exe', size: 10 })).toBe('notAccepted');
    expect(fileRuleError('Registration', { name: 'notes.txt', size: 10 })).toBe('notAccepted');
    expect(fileRuleError('Registration', { name: 'no-extension', size: 10 })).toBe('notAccepted');
    expect(fileRuleError('CapTable', { name: 'cap.pdf', size: 0 })).toBe('empty');
    expect(fileRuleError('FundraisingSummary', { name: 'summary.xlsx', size: 0 })).toBe('empty');
    // The spec's own message wins for the summary, whatever else is wrong with the file.
    expect(fileRuleError('FundraisingSummary', { name: 'summary.exe', size: 0 })).toBe('excelOnly');
    for (const name of ['a.PDF', 'b.jpeg', 'c.heic', 'd.docx', 'e.pptx', 'f.csv', 'g.xls']) {
      expect(fileRuleError('Registration', { name, size: 10 })).toBeNull();
    }
  });

  it('SUBMIT marks the missing documents required, but a file refused as chosen keeps its own message', () => {
    let slots = slotsReducer(initialSlots(), {
      type: 'choose',
      key: 'CapTable',
      file: file('cap.pdf', MAX_DOCUMENT_BYTES + 1),
    });
    slots = slotsReducer(slots, { type: 'choose', key: 'FundraisingSummary', file: file('summary.pdf') });
    slots = slotsReducer(slots, { type: 'requireMissing' });
    expect(slots.Registration.error).toBe('required');
    expect(slots.CapTable.error).toBe('tooLarge');
    expect(slots.FundraisingSummary.error).toBe('excelOnly');
  });

  it('a refused file leaves the input empty with its message; a good one clears the message', () => {
    let slots = run(required);
    slots = slotsReducer(slots, {
      type: 'choose',
      key: 'CapTable',
      file: file('cap.pdf', MAX_DOCUMENT_BYTES + 1),
    });
    expect(slots.CapTable).toMatchObject({ file: null, status: 'empty', error: 'tooLarge' });
    expect(missingRequired(slots)).toEqual(['CapTable']);
    slots = slotsReducer(slots, { type: 'choose', key: 'CapTable', file: file('cap.pdf') });
    expect(slots.CapTable).toMatchObject({ status: 'chosen', error: null });
  });

  it('walks chosen → reading → uploading → stored, with each file its progress', () => {
    let slots = run([...required, { type: 'reading' }]);
    expect(isBusy(slots)).toBe(true);
    expect(slots.Registration.status).toBe('reading');
    expect(slots.StatementPreviousOneYear.status).toBe('empty');
    slots = run(
      [{ type: 'uploading' }, { type: 'progress', fractions: { Registration: 1, CapTable: 0.5 } }],
      slots,
    );
    expect(slots.Registration).toMatchObject({ status: 'uploading', progress: 1 });
    expect(slots.CapTable.progress).toBe(0.5);
    expect(slots.FundraisingSummary.progress).toBe(0);
    slots = slotsReducer(slots, { type: 'stored' });
    expect(isBusy(slots)).toBe(false);
    expect(slots.CapTable).toMatchObject({ status: 'stored', progress: 1 });
  });

  it('a failed request fails every file (retry sends them all); a refused one fails only that file', () => {
    const uploading = run([...required, { type: 'reading' }, { type: 'uploading' }]);
    const failed = slotsReducer(uploading, { type: 'uploadFailed', refused: null });
    expect(failed.Registration).toMatchObject({ status: 'failed', failure: 'upload' });
    expect(failed.FundraisingSummary).toMatchObject({ status: 'failed', failure: 'upload' });
    expect(failed.StatementPreviousTwoYear.status).toBe('empty');

    const refused = slotsReducer(uploading, {
      type: 'uploadFailed',
      refused: 'CapTable',
      reason: 'The file cap.png is empty.',
    });
    expect(refused.CapTable).toMatchObject({
      status: 'failed',
      failure: 'refused',
      reason: 'The file cap.png is empty.',
    });
    expect(refused.Registration).toMatchObject({ status: 'chosen', failure: null, reason: null });

    const retried = slotsReducer(failed, { type: 'reading' });
    expect(retried.Registration).toMatchObject({ status: 'reading', failure: null });
    expect(slotsReducer(refused, { type: 'reading' }).CapTable.reason).toBeNull();
    expect(
      slotsReducer(refused, { type: 'choose', key: 'CapTable', file: file('c.pdf') }).CapTable.reason,
    ).toBeNull();
  });

  it('a file that cannot be read fails alone and the others stay chosen', () => {
    const slots = run([...required, { type: 'reading' }, { type: 'readFailed', key: 'CapTable' }]);
    expect(slots.CapTable).toMatchObject({ status: 'failed', failure: 'read' });
    expect(slots.Registration.status).toBe('chosen');
    expect(isBusy(slots)).toBe(false);
  });

  it('finds the document a server refusal names', () => {
    const files = {
      Registration: { name: 'reg.pdf' },
      CapTable: { name: 'cap.pdf' },
      FundraisingSummary: { name: 's.xlsx' },
    };
    expect(refusedDocument('Only Excel files (.xlsx, .xls) are allowed', files)).toBe('FundraisingSummary');
    expect(refusedDocument('The file cap.pdf is not an accepted document type.', files)).toBe('CapTable');
    expect(refusedDocument('The file reg.pdf is empty.', files)).toBe('Registration');
    expect(refusedDocument('Oops! Something went wrong. Please try again later.', files)).toBeNull();
    const twins = { Registration: { name: 'a.pdf' }, CapTable: { name: 'a.pdf' } };
    expect(refusedDocument('The file a.pdf is empty.', twins)).toBeNull();
  });
});
