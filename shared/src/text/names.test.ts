import { displayName } from './names';

describe('displayName', () => {
  it('capitalises the first letter and keeps the rest as typed', () => {
    expect(displayName('  amina al-sayed ')).toBe('Amina al-sayed');
    expect(displayName('éloïse')).toBe('Éloïse');
    expect(displayName('McKenzie')).toBe('McKenzie');
  });

  it('gives an empty string for no name', () => {
    expect(displayName(undefined)).toBe('');
    expect(displayName('   ')).toBe('');
  });
});
