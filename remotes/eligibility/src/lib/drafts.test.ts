import { saveEligibilityDraftInBackground } from './drafts';

describe('saveEligibilityDraftInBackground', () => {
  it('sends the draft and returns at once, without waiting for the answer', () => {
    const save = jest.fn(() => new Promise<unknown>(() => undefined));
    expect(saveEligibilityDraftInBackground({ businessName: 'Noor' }, { save })).toBeUndefined();
    expect(save).toHaveBeenCalledWith({ businessName: 'Noor' });
  });

  it('says when the server has the draft', async () => {
    const onSaved = jest.fn();
    saveEligibilityDraftInBackground({ runway: 18 }, { onSaved, save: () => Promise.resolve({}) });
    expect(onSaved).not.toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(onSaved).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure quiet: no rejection escapes, nothing is thrown', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      const onSaved = jest.fn();
      saveEligibilityDraftInBackground({}, { onSaved, save: () => Promise.reject(new Error('offline')) });
      expect(() =>
        saveEligibilityDraftInBackground(
          {},
          {
            save: () => {
              throw new Error('broken');
            },
          },
        ),
      ).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
      expect(onSaved).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
