import type { FastifyInstance } from 'fastify';
import { registerResource, type ResourceDefinition } from '../resources/crud';
import { customersResource } from './customers/resource';
import { customerContractsResource } from './customerContracts/resource';
import { installersResource } from './installers/resource';
import { installerContractsResource } from './installerContracts/resource';
import { quoteTypesResource } from './quoteTypes/resource';
import { selectsPlugin } from './selects/resource';
import { registerUserCollections } from './users/resource';
import { parkLabelRoutes } from './parks/labels';
import { parksRoutes } from './parks/routes';
import { toysResource } from './toys/resource';
import { inspectionQuoteRoutes, quoteListRoutes } from './quotes/routes';
import { registerInspections } from './inspections';
import { filesPlugin } from './files/resource';
import { dashboardRoutes, parkMarkerRoutes } from './dashboard/routes';
// imports: each domain area adds its import above this line

/** Registers every domain route module under `/api/v1` (docs/api.md#paths). */
export async function registerDomain(app: FastifyInstance): Promise<void> {
  await registerResource(app, customersResource as ResourceDefinition);
  await registerResource(app, customerContractsResource as ResourceDefinition);
  await registerResource(app, installersResource as ResourceDefinition);
  await registerResource(app, installerContractsResource as ResourceDefinition);
  await registerResource(app, quoteTypesResource as ResourceDefinition);
  await app.register(selectsPlugin, { prefix: '/selects' });
  await registerUserCollections(app);
  await app.register(parksRoutes, { prefix: '/parks' });
  await app.register(parkLabelRoutes, { prefix: '/parks' });
  await registerResource(app, toysResource as ResourceDefinition);
  await app.register(inspectionQuoteRoutes, { prefix: '/inspections/:inspectionId/quote' });
  await app.register(quoteListRoutes, { prefix: '/quotes' });
  await registerInspections(app);
  await app.register(filesPlugin, { prefix: '/files' });
  await app.register(parkMarkerRoutes, { prefix: '/parks/markers' });
  await app.register(dashboardRoutes, { prefix: '/dashboard' });
  // registrations: each domain area adds its registration above this line
}
