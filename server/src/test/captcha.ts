import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance } from 'fastify';

/** Solves an ALTCHA challenge as the widget does, returning the payload it would submit. */
export async function solveAltcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(
    JSON.stringify({
      challenge: { parameters: challenge.parameters, signature: challenge.signature },
      solution,
    }),
  ).toString('base64');
}

/** Fetches a challenge from the app's public endpoint and solves it for real (tests run with a tiny cost). */
export async function captchaToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/onboarding/utils/altcha-challenge' });
  if (res.statusCode !== 200) throw new Error(`altcha-challenge answered ${res.statusCode}`);
  return solveAltcha(res.json() as Challenge);
}
