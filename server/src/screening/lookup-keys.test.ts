import { lookupKeys } from './lookup-keys';
import { nameKeys } from './matching';

describe('the lookup keys of a name', () => {
  it('are its parts’ keys, every pair of them, and the keys of adjacent words written together', () => {
    const k = lookupKeys(['Faisal Nasr Allah'], 'person');
    expect(k.singles).toEqual(expect.arrayContaining(nameKeys('Faisal Nasr Allah')));
    expect(k.singles).toEqual(expect.arrayContaining(nameKeys('Nasrallah')));
    expect(k.pairs).toHaveLength(3);
    expect(k.pairs.every((p) => /^[a-z]+\+[a-z]+$/.test(p))).toBe(true);
  });

  it('share a pair between a transliteration and the Arabic script', () => {
    const latin = lookupKeys(['Khaled Said Al Nouri'], 'person');
    const arabic = lookupKeys(['خالد بن سعيد النوري'], 'person');
    expect(latin.pairs.filter((p) => arabic.pairs.includes(p)).length).toBeGreaterThan(0);
  });
});
