import { fileChosenBefore, forgetChosenFile, rememberChosenFile } from './chosen-file-memory';

describe('the chosen file, by name only', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('remembers the last name until it is forgotten', () => {
    expect(fileChosenBefore(window.sessionStorage)).toBeNull();
    rememberChosenFile(window.sessionStorage, 'accounts.xlsx');
    rememberChosenFile(window.sessionStorage, 'FY 2024.xlsx');
    expect(fileChosenBefore(window.sessionStorage)).toBe('FY 2024.xlsx');
    forgetChosenFile(window.sessionStorage);
    expect(fileChosenBefore(window.sessionStorage)).toBeNull();
  });

  it('keeps nothing, and fails nothing, when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(() => rememberChosenFile(broken, 'a.xlsx')).not.toThrow();
    expect(fileChosenBefore(broken)).toBeNull();
    expect(() => forgetChosenFile(broken)).not.toThrow();
  });
});
