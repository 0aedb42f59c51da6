import { MESSAGES } from '@onboarding/shared/constants';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../lib/http-error';
import { JOURNEY_MESSAGES } from '../lifecycle/journey';
import { createTestApp, type TestApp } from '../test/app';
import { signedInApplicant } from '../test/applicant';
import errors from './errors';

// Error bodies never meet the route's response schema (errors.ts): a client error stays a client error, with all it
// says, whatever the route declares.

describe('a client error on a route with response schemas', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t?.close());

  it('answers a validation 400 with its message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/onboarding/register', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ details: { error: MESSAGES.required } });
  });

  it("answers the lifecycle's 409 with its reason", async () => {
    const applicant = await signedInApplicant(t.app, { at: 'eligible' });
    const res = await t.app.inject({ url: '/api/onboarding/utils/upload-link', headers: applicant.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ details: { error: JOURNEY_MESSAGES.documentsFirst } });
  });
});

it('keeps the details beside the error, even where the route declares another body for that status', async () => {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errors);
  app.get(
    '/refuses',
    { schema: { response: { 200: z.object({ ok: z.boolean() }), 400: z.object({ error: z.string() }) } } },
    async () => {
      throw new HttpError(400, 'Those dates are not dates.', {
        invalid_values: ['soon'],
        error: 'not this one',
      });
    },
  );
  const res = await app.inject({ url: '/refuses' });
  expect(res.statusCode).toBe(400);
  expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
  expect(res.json()).toEqual({ details: { error: 'Those dates are not dates.', invalid_values: ['soon'] } });
  await app.close();
});
