import { z } from 'zod';
import { MESSAGES } from '../constants/messages';
import { helpSchema } from '../schemas/help';
import { setLanguage, translateMessage } from './index';

afterEach(() => setLanguage('en'));

const firstMessage = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues[0]?.message;

it('gives zod’s own messages in Arabic while the page is, and in English again after', async () => {
  const count = z.number();
  expect(firstMessage(count.safeParse('many'))).toBe('Invalid input: expected number, received string');
  await setLanguage('ar');
  expect(firstMessage(count.safeParse('many'))).toBe(
    'مدخلات غير مقبولة: يفترض إدخال number، ولكن تم إدخال string',
  );
  await setLanguage('en');
  expect(firstMessage(count.safeParse('many'))).toBe('Invalid input: expected number, received string');
});

it('leaves the product’s own messages to translateMessage', async () => {
  await setLanguage('ar');
  const message = firstMessage(
    helpSchema(false).safeParse({
      email: 'not an address',
      note: 'A long enough note',
      token_recaptcha: 't',
    }),
  );
  expect(message).toBe(MESSAGES.invalidEmail);
  expect(translateMessage(message!)).toBe('عنوان البريد الإلكتروني غير صالح');
});
