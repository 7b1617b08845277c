export { registerOpenApi, OPENAPI_PATH, DOCS_PATH } from './openapi';
