import { saveEligibilityDraftInBackground } from './drafts';

describe('saveEligibilityDraftInBackground', () => {
  it('sends the draft and returns at once, without waiting for the answer', () => {
    const save = jest.fn(() => new Promise<unknown>(() => undefined));
    expect(saveEligibilityDraftInBackground({ businessName: 'Noor' }, save)).toBeUndefined();
    expect(save).toHaveBeenCalledWith({ businessName: 'Noor' });
  });

  it('keeps a failure quiet: no rejection escapes, nothing is thrown', async () => {
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      saveEligibilityDraftInBackground({}, () => Promise.reject(new Error('offline')));
      expect(() =>
        saveEligibilityDraftInBackground({}, () => {
          throw new Error('broken');
        }),
      ).not.toThrow();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(unhandled).not.toHaveBeenCalled();
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});
