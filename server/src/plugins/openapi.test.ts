import { buildIntegrationApp } from '../integration/app';
import { createTestApp, type TestApp } from '../test/app';
import { listRoutes } from '../test/routes';

// The OpenAPI document is made from the routes themselves: a route without a description, or without the schema of
// what it answers, fails here.

interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  anyOf?: JsonSchema[];
}
interface ResponseDoc {
  description: string;
  content?: Record<string, { schema: JsonSchema }>;
}
interface OperationDoc {
  summary?: string;
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  requestBody?: unknown;
  parameters?: unknown[];
  responses: Record<string, ResponseDoc>;
}

let t: TestApp;
interface Document {
  openapi: string;
  paths: Record<string, Record<string, OperationDoc>>;
  tags: { name: string; description: string }[];
  components: { securitySchemes: Record<string, unknown> };
}
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
}, 60_000);
afterAll(() => t?.close());

/** Every call of the API, but the document itself. */
const routes = () => listRoutes(t.app).filter(({ url }) => url !== '/api/openapi.json');

const operation = (method: string, url: string): OperationDoc | undefined =>
  doc.paths[url.replace(/:(\w+)/g, '{$1}')]?.[method.toLowerCase()];

const jsonSchema = (response: ResponseDoc | undefined) => response?.content?.['application/json']?.schema;
/** A JSON body's schema, or a file's (a document's content answers its own type). */
const bodySchema = (response: ResponseDoc | undefined) =>
  Object.values(response?.content ?? {}).find((media) => media?.schema)?.schema;

describe('the OpenAPI document', () => {
  it('is OpenAPI 3.1, served at /api/openapi.json, with a reference UI at /api/docs', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const ui = await t.app.inject({ url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('describes every route, a summary each', () => {
    const missing = routes().filter(({ method, url }) => !operation(method, url)?.summary);
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

  it('gives every route the schema of its success body (204: none), and of its error body', () => {
    // Without a response schema, @fastify/swagger still lists a 200, with no content.
    const withoutSuccess = routes().filter(({ method, url }) => {
      const responses = operation(method, url)?.responses ?? {};
      // A redirect (the single sign-on's start and callback) is the success of a route a browser navigates to: it
      // has no body to describe.
      const success = Object.keys(responses).filter((status) => /^[23](\d\d|XX)$/.test(status));
      return (
        !success.length ||
        success.some((status) => /^2/.test(status) && status !== '204' && !bodySchema(responses[status]))
      );
    });
    expect(withoutSuccess).toEqual([]);
    const withoutErrors = routes().filter(({ method, url }) =>
      ['400', '500'].some(
        (status) => !jsonSchema(operation(method, url)?.responses[status])?.properties?.details,
      ),
    );
    expect(withoutErrors).toEqual([]);
  });

  it("gives check-user's answer field by field", () => {
    const status = jsonSchema(doc.paths['/api/onboarding/check-user'].get.responses['200'])!;
    expect(Object.keys(status.properties!).sort()).toEqual([
      'accounting_step',
      'eligibility_step',
      'email',
      'name',
      'onboarding_id',
      'phone_number',
      'stage',
      'stages_lists',
      'transactions_step',
    ]);
    expect(Object.keys(status.properties!.stages_lists.items!.properties!).sort()).toEqual([
      'ACCOUNTING',
      'CHECK_ELIGIBILITY',
      'ELIGIBLE',
      'FINANCIALS',
      'TRANSACTION',
    ]);
    const error = jsonSchema(doc.paths['/api/onboarding/check-user'].get.responses['401'])!;
    expect(error.properties!.details.required).toEqual(['error']);
  });
});

const operations = (document: Document) =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method, path, op })),
  );

describe("the document's names and security, as tools read them", () => {
  it('gives every operation an operationId, unique, from its method and path', () => {
    const ids = operations(doc).map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
    expect(doc.paths['/api/backoffice/cases/{id}/offers'].get.operationId).toBe('getBackofficeCaseOffers');
    expect(doc.paths['/api/dashboard/applications'].get.operationId).toBe('getDashboardApplications');
  });

  it('declares every tag it uses, each with a description', () => {
    const declared = new Map(doc.tags.map(({ name, description }) => [name, description]));
    const undeclared = operations(doc).flatMap(({ op }) =>
      (op.tags ?? []).filter((tag) => !declared.get(tag)),
    );
    expect(undeclared).toEqual([]);
  });

  it("declares each call's security: the staff cookie (and CSRF header to change), the session, or none", () => {
    const security = (method: string, path: string) => doc.paths[path][method].security;
    expect(security('get', '/api/backoffice/cases/{id}')).toEqual([{ staffSession: [] }]);
    expect(security('post', '/api/backoffice/cases/{id}/notes')).toEqual([
      { staffSession: [], staffCsrf: [] },
    ]);
    expect(security('post', '/api/backoffice/session')).toEqual([]);
    expect(security('get', '/api/onboarding/check-user')).toEqual([{ session: [] }]);
    expect(security('post', '/api/onboarding/register')).toEqual([]);
    expect(security('post', '/api/internal/accounting-result')).toEqual([{ serviceToken: [] }]);
    const schemes = Object.keys(doc.components.securitySchemes);
    const undeclared = operations(doc).filter(
      ({ op }) =>
        !op.security || op.security.some((need) => Object.keys(need).some((s) => !schemes.includes(s))),
    );
    expect(undeclared).toEqual([]);
  });

  it('refuses a call without credentials where the document asks for the staff cookie or the session', async () => {
    // GETs without parameters only: nothing to fail validation first, so each answers 401 before its handler runs.
    const secured = operations(doc).filter(
      ({ method, op }) => method === 'get' && !op.parameters?.length && op.security?.length,
    );
    expect(secured.length).toBeGreaterThan(5);
    const answered = await Promise.all(
      secured.map(async ({ path }) => [path, (await t.app.inject({ url: path })).statusCode] as const),
    );
    expect(answered.filter(([, status]) => status !== 401)).toEqual([]);
  });
});

describe("the integration service's own document", () => {
  it('is served at /openapi.json on its own app, its calls named and secured', async () => {
    // On the API's database, as `npm start` runs both services.
    const integration = await buildIntegrationApp(t.config, {
      logger: false,
      database: t.app.database,
      settings: { providers: {}, retryIntervalMs: 0 },
    });
    try {
      const own: Document = (await integration.inject({ url: '/openapi.json' })).json();
      expect(own.openapi).toBe('3.1.0');
      expect(own.paths['/internal/forget'].post).toEqual(
        expect.objectContaining({ operationId: 'postInternalForget', security: [{ serviceToken: [] }] }),
      );
      expect(own.paths['/oauth/code'].post.security).toEqual([{ session: [] }, {}]);
      expect(Object.keys(own.components.securitySchemes).sort()).toEqual(['serviceToken', 'session']);
      expect(Object.keys(own.paths).filter((path) => path.startsWith('/api/'))).toEqual([]);
    } finally {
      await integration.close();
    }
  }, 60_000);
});
