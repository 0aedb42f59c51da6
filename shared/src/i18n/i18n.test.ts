import { i18n, registerTranslations } from './index';

it('serves the common namespace in English from the first render', () => {
  expect(i18n.isInitialized).toBe(true);
  expect(i18n.t('errorModalTitle')).toBe('Oops, Something Went Wrong!!');
  expect(i18n.t('common:genericFailure')).toBe('Oops! Something went wrong. Please try again later.');
});

it('registers a remote namespace and merges later additions', () => {
  registerTranslations('eligibility', { title: 'Eligibility Check' });
  registerTranslations('eligibility', { next: 'NEXT' });
  expect(i18n.t('title', { ns: 'eligibility' })).toBe('Eligibility Check');
  expect(i18n.t('eligibility:next')).toBe('NEXT');
});

it('is one instance per page even when the module is evaluated again', () => {
  jest.isolateModules(() => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const again = require('./index') as typeof import('./index');
    expect(again.i18n).toBe(i18n);
  });
});
