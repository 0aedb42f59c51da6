import { loadedFormatter, loadFormatter } from './phone-formatter';

describe('the phone formatter (libphonenumber-js, loaded on first use)', () => {
  it('is not there before it is asked for, and is kept once loaded', async () => {
    expect(loadedFormatter()).toBeNull();
    const format = await loadFormatter();
    expect(loadedFormatter()).toBe(format);
    expect(await loadFormatter()).toBe(format);
  });

  it('formats the number as the applicant types it', async () => {
    const format = await loadFormatter();
    expect(format('+14155552671')).toEqual({ text: '+1 415 555 2671', country: 'US' });
    expect(format('+1 4')).toEqual({ text: '+1 4', country: undefined });
    expect(format('971501234567').text).toBe('+971 50 123 4567');
  });

  it('reads the country within a shared calling code', async () => {
    const format = await loadFormatter();
    expect(format('+14165551234').country).toBe('CA');
    expect(format('+77012345678').country).toBe('KZ');
  });

  it('keeps a lone "+" and an empty field as they are', async () => {
    const format = await loadFormatter();
    expect(format('+')).toEqual({ text: '+' });
    expect(format('')).toEqual({ text: '' });
  });
});
