import { jaroWinkler, withinOneEdit } from './similarity';

describe('jaroWinkler', () => {
  it.each([
    ['martha', 'marhta', 0.961],
    ['dwayne', 'duane', 0.84],
    ['dixon', 'dicksonx', 0.813],
    ['abc', 'abc', 1],
    ['abc', 'xyz', 0],
    ['', 'abc', 0],
  ])('%s ~ %s = %d', (a, b, expected) => {
    expect(jaroWinkler(a, b)).toBeCloseTo(expected, 3);
    expect(jaroWinkler(b, a)).toBeCloseTo(expected, 3);
  });

  it('handles strings longer than its scratch space', () => {
    const long = 'a'.repeat(200) + 'b';
    expect(jaroWinkler(long, long.slice(0, 200))).toBeGreaterThan(0.99);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['mansouri', 'mansouri', true],
    ['mansouri', 'mansuori', true],
    ['mansouri', 'mansori', true],
    ['mansouri', 'mansourii', true],
    ['mansouri', 'mansoury', true],
    ['mansouri', 'manosuri', true],
    ['mansouri', 'mnsoury', false],
    ['mansouri', 'mansourixy', false],
    ['nasser', 'yasser', true],
    ['hassan', 'hussein', false],
  ])('%s → %s: %s', (a, b, expected) => {
    expect(withinOneEdit(a, b)).toBe(expected);
    expect(withinOneEdit(b, a)).toBe(expected);
  });
});
