import { otherSystemName } from './other-system';

describe('otherSystemName', () => {
  it('NEXT needs Other ticked and a name that is not blank', () => {
    expect(otherSystemName(true, '  Chargebee ')).toBe('Chargebee');
    expect(otherSystemName(true, '   ')).toBeNull();
    expect(otherSystemName(false, 'Chargebee')).toBeNull();
  });
});
