import fs from 'node:fs';
import type { Dashboard, DeletionResponse } from '@onboarding/shared/dashboard';
import type { paths } from '../../../shared/src/dashboard/openapi.gen';
import { createTestApp, type TestApp } from '../test/app';
import { clientTypes, DASHBOARD_TYPES_FILE } from './client-types';

// The generated types of the dashboard's calls are what openapi-typescript makes of the served document today, and
// they agree with the zod contract the server answers through.

type Json<P extends keyof paths, M extends keyof paths[P]> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer Body } } };
}
  ? Body
  : never;
/** Compiles only when A and B are the same type (each assignable to the other). */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agrees = <T extends true>(value: T) => value;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t?.close());

describe("the dashboard's generated client types", () => {
  it('are what openapi-typescript makes of the served document (regenerate: scripts/openapi-types.mjs)', async () => {
    const document = (await t.app.inject({ url: '/api/openapi.json' })).json();
    expect(fs.readFileSync(DASHBOARD_TYPES_FILE, 'utf8')).toBe(await clientTypes(document));
  }, 60_000);

  it('match the zod contract, call by call', () => {
    expect(agrees<Same<Json<'/api/dashboard/applications', 'get'>, Dashboard>>(true)).toBe(true);
    expect(agrees<Same<Json<'/api/dashboard/deletion', 'post'>, DeletionResponse>>(true)).toBe(true);
  });
});
