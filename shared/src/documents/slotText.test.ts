import type { Slot } from './documentSlots';
import { canRetry, slotErrorText, slotStatusKey } from './slotText';

const slot = (change: Partial<Slot>): Slot => ({
  file: null,
  status: 'empty',
  progress: 0,
  error: null,
  failure: null,
  reason: null,
  ...change,
});

const texts = { failedRead: () => 'unreadable', error: (error: string) => `error ${error}` };

describe('what a document input says of its slot', () => {
  it('names the slot’s state on the line under the input, and nothing for an empty one', () => {
    expect(slotStatusKey(slot({}))).toBeNull();
    expect(slotStatusKey(slot({ status: 'chosen' }))).toBe('chosen');
    expect(slotStatusKey(slot({ status: 'reading' }))).toBe('reading');
    expect(slotStatusKey(slot({ status: 'uploading', progress: 0.5 }))).toBe('uploading');
    expect(slotStatusKey(slot({ status: 'stored' }))).toBe('stored');
  });

  it('tells a failed upload from a refused file, and leaves an unreadable one to the input', () => {
    expect(slotStatusKey(slot({ status: 'failed', failure: 'upload' }))).toBe('failedUpload');
    expect(slotStatusKey(slot({ status: 'failed', failure: 'refused' }))).toBe('refused');
    expect(slotStatusKey(slot({ status: 'failed', failure: 'read' }))).toBeNull();
  });

  it('offers Retry for a failed file unless the server refused it', () => {
    expect(canRetry(slot({ status: 'failed', failure: 'upload' }))).toBe(true);
    expect(canRetry(slot({ status: 'failed', failure: 'read' }))).toBe(true);
    expect(canRetry(slot({ status: 'failed', failure: 'refused' }))).toBe(false);
    expect(canRetry(slot({ status: 'stored' }))).toBe(false);
  });

  it('puts the server’s words first, then an unreadable file, then the picker’s rule, and no fault for a failed request', () => {
    expect(
      slotErrorText(
        slot({ status: 'failed', failure: 'refused', reason: 'Not a PDF.', error: 'tooLarge' }),
        texts,
      ),
    ).toBe('Not a PDF.');
    expect(slotErrorText(slot({ status: 'failed', failure: 'read', error: 'tooLarge' }), texts)).toBe(
      'unreadable',
    );
    expect(slotErrorText(slot({ error: 'required' }), texts)).toBe('error required');
    expect(slotErrorText(slot({ status: 'failed', failure: 'upload' }), texts)).toBeNull();
  });
});
