import { createTestApp, type TestApp } from '../test/app';
import { listRoutes } from '../test/routes';

// The OpenAPI document is made from the routes themselves: a route without a description fails here.

let t: TestApp;
let doc: {
  openapi: string;
  paths: Record<string, Record<string, { summary?: string; requestBody?: unknown; parameters?: unknown[] }>>;
};
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
}, 60_000);
afterAll(() => t?.close());

/** Every call of the API, but the document itself. */
const routes = () => listRoutes(t.app).filter(({ url }) => url !== '/api/openapi.json');

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, served at /api/openapi.json, with a reference UI at /api/docs', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('describes every route, a summary each', () => {
    const missing = routes().filter(
      ({ method, url }) => !doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()]?.summary,
    );
    expect(missing).toEqual([]);
  });

  it('gives the schemas the calls validate with', () => {
    const register = doc.paths['/api/onboarding/register'].post.requestBody as {
      content: Record<string, { schema: { properties: Record<string, unknown>; required: string[] } }>;
    };
    const schema = register.content['application/json'].schema;
    expect(Object.keys(schema.properties).sort()).toEqual([
      'email',
      'name',
      'phone_number',
      'token_recaptcha',
    ]);
    expect(doc.paths['/api/onboarding/utils/confirm-upload'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'timestamp', in: 'query' })]),
    );
  });
});
