// Rewrites shared/src/dashboard/openapi.gen.ts from the API's OpenAPI document (server/src/openapi/client-types.ts).
// Run with `node --import tsx`.
const { openapiDocuments } = await import('../server/src/openapi/documents.ts');
const { writeDashboardTypes } = await import('../server/src/openapi/client-types.ts');
await writeDashboardTypes((await openapiDocuments()).api);
