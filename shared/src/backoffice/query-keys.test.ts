import { staffQueryKey } from './query-keys';

describe('staffQueryKey', () => {
  it('follows the path, so a case’s key is the start of every key read about it', () => {
    const caseKey = staffQueryKey('/cases/7');
    expect(caseKey).toEqual(['staff', 'cases', 7]);
    const panelKey = staffQueryKey('/cases/7/documents');
    expect(panelKey).toEqual(['staff', 'cases', 7, 'documents']);
    expect(panelKey.slice(0, caseKey.length)).toEqual(caseKey);
  });

  it('puts query parameters last', () => {
    expect(staffQueryKey('/cases', { page: 2 })).toEqual(['staff', 'cases', { page: 2 }]);
  });
});
