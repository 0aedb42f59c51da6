import type { FastifyRequest } from 'fastify';
import { requireBearerToken } from './bearer-token';

const withHeader = (authorization?: string) => ({ headers: { authorization } }) as unknown as FastifyRequest;

describe('requireBearerToken', () => {
  const hook = requireBearerToken(async (token) => {
    if (token !== 'good') throw new Error('bad signature');
  }, 'A service token is required.');

  it('lets a request with a token the check accepts through', async () => {
    await expect(hook(withHeader('Bearer good'))).resolves.toBeUndefined();
  });

  it.each([undefined, 'Bearer ', 'Bearer null', 'Basic good', 'Bearer forged'])(
    'answers 401 with the message for %p',
    async (header) => {
      await expect(hook(withHeader(header))).rejects.toMatchObject({
        statusCode: 401,
        message: 'A service token is required.',
      });
    },
  );
});
