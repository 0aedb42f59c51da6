import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

// A service described from its own route schemas (the zod schemas the routes validate with and answer through):
// OpenAPI 3.1, and for the API a reference UI at /api/docs served with its assets by the API itself (no CDN).
// Registered before the routes, so it sees every one of them; openapi.test.ts fails when a route has no description
// or no response schema, and `npm run lint:openapi` runs Redocly's rules on both services' documents.
//
// What a route's schema does not say is derived here, in one place, so route files stay about their calls:
// - security: a schema's own `security` wins (a call whose hook does its own check: the dashboard's); a call under
//   /internal/ takes a service token; one whose hooks include `app.authenticate` the applicant's session, one whose
//   hooks include `app.staffAuthenticate` the staff cookie (and on a state-changing call its CSRF header); any other
//   is public (`security: []`).
// - operationId: from the method and the path, a parameter's collection in the singular
//   (GET /api/backoffice/cases/:id/offers is getBackofficeCaseOffers), so generated clients get readable names.

type SecurityRequirement = Record<string, string[]>;

const SECURITY_SCHEMES = {
  session: {
    type: 'http',
    scheme: 'bearer',
    description:
      "The applicant's session token, from the emailed link; on the dashboard's calls also the dashboard token a " +
      'sign-in link gives.',
  },
  staffSession: {
    type: 'apiKey',
    in: 'cookie',
    name: '__Host-staff',
    description:
      'The staff session cookie the back office sign-in sets (named `staff`, without Secure, on http://localhost).',
  },
  staffCsrf: {
    type: 'apiKey',
    in: 'header',
    name: 'X-CSRF-Token',
    description:
      "The staff session's CSRF token (the sign-in's answer), required on every state-changing call.",
  },
  serviceToken: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'JWT',
    description:
      'A short-lived token one of our services signs for the one internal call it opens (its audience).',
  },
} as const;

export interface OpenapiDocumentOptions {
  title: string;
  description: string;
  /** Where the document is served. */
  path: string;
  /** Where the reference UI is served, if anywhere. */
  uiPath?: string;
  /** Every tag the service's routes use, each with what it groups. */
  tags: Record<string, string>;
  /** The security schemes its calls can take. */
  securitySchemes: (keyof typeof SECURITY_SCHEMES)[];
}

export const API_DOCUMENT: OpenapiDocumentOptions = {
  title: 'Onboarding API',
  description:
    "The applicant's journey, the applicant's dashboard and the back office (README, the product specification). " +
    'Every error is { details: { error } }.',
  path: '/api/openapi.json',
  uiPath: '/api/docs',
  tags: {
    operations: 'Liveness and readiness, for the orchestrator and the gateway.',
    session: "The applicant's session: who is signed in, where the journey stands, and the page settings.",
    help: 'Help requests to support, signed in or not.',
    registration: 'Registration and the emailed links that open an application.',
    eligibility: 'The eligibility step: the business, its owners and the check.',
    documents: 'The financial documents step.',
    transactions: 'The transactions step: the bank or transaction system, and statements.',
    uploads: 'Uploads straight to storage, by signed link.',
    accounting: 'The accounting step: a connected system or a workbook.',
    internal: 'Service to service only: never routed from outside.',
    backoffice: "The back office: staff sign-in, the case queue, a case's review, offers and the audit log.",
    dashboard: "The applicant's dashboard: sign-in by email, applications, answers to requests and offers.",
  },
  securitySchemes: ['session', 'staffSession', 'staffCsrf', 'serviceToken'],
};

export const INTEGRATION_DOCUMENT: OpenapiDocumentOptions = {
  title: 'Onboarding integration service',
  description:
    "Accounting systems' OAuth connections on the integration service's own port (never through the gateway's " +
    'API routes). Every error is { details: { error } }, but the HTML pages a browser is sent to.',
  path: '/openapi.json',
  tags: {
    operations: 'Liveness and readiness, for the orchestrator.',
    oauth: "Connecting an applicant's accounting system: start, and the provider's callback.",
    sandbox: 'The built-in stand-in provider used when a provider has no credentials configured.',
    internal: 'Service to service only: never routed from outside.',
  },
  securitySchemes: ['session', 'serviceToken'],
};

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const methodOf = (route: RouteOptions) => [route.method].flat()[0];

function securityOf(app: FastifyInstance, route: RouteOptions): SecurityRequirement[] {
  if (/^(\/api)?\/internal\//.test(route.url)) return [{ serviceToken: [] }];
  const hooks: unknown[] = [route.onRequest, route.preParsing, route.preValidation, route.preHandler].flat();
  const has = (name: 'authenticate' | 'staffAuthenticate') =>
    app.hasDecorator(name) && hooks.includes(app[name]);
  if (has('staffAuthenticate'))
    return [UNSAFE.has(methodOf(route)) ? { staffSession: [], staffCsrf: [] } : { staffSession: [] }];
  if (has('authenticate')) return [{ session: [] }];
  return [];
}

/** A path segment that names one of a collection (followed by its id), in the singular. */
const singular = (word: string) =>
  word.endsWith('ies') ? `${word.slice(0, -3)}y` : /[^s]s$/.test(word) ? word.slice(0, -1) : word;

/** `getBackofficeCaseOffers` for GET /api/backoffice/cases/:id/offers. */
export function operationIdOf(method: string, url: string): string {
  const segments = url
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean);
  const words = segments.flatMap((segment, i) => {
    if (segment.startsWith(':')) return [];
    const one = segments[i + 1]?.startsWith(':') ? singular(segment) : segment;
    return one.split(/[^A-Za-z0-9]+/).filter(Boolean);
  });
  return method.toLowerCase() + words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
}

export default fp(
  async function openapi(app: FastifyInstance, opts: { document?: OpenapiDocumentOptions }) {
    const { title, description, path, uiPath, tags, securitySchemes } = opts.document ?? API_DOCUMENT;
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title,
          version: '1.0.0',
          description,
          license: { name: 'MIT', identifier: 'MIT' },
        },
        // Relative: the document is right wherever the service is reached (directly, or behind a proxy).
        servers: [{ url: '/', description: 'The server this document was read from' }],
        tags: Object.entries(tags).map(([name, what]) => ({ name, description: what })),
        components: {
          securitySchemes: Object.fromEntries(securitySchemes.map((name) => [name, SECURITY_SCHEMES[name]])),
        },
      },
      transform: (input) => {
        const { route } = input;
        const { schema, url } = jsonSchemaTransform(input);
        const own = schema as { operationId?: string; security?: SecurityRequirement[] };
        return {
          schema: {
            ...schema,
            operationId: own.operationId ?? operationIdOf(methodOf(route), route.url),
            security: own.security ?? securityOf(app, route),
          },
          url,
        };
      },
    });
    if (uiPath) await app.register(swaggerUi, { routePrefix: uiPath, staticCSP: true });
    app.get(path, { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
