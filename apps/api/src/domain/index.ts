import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { resourcePlugin } from '../resources/crud';
import { customersResource } from './customers/resource';
import { customerContractsResource } from './customerContracts/resource';
import { installersResource } from './installers/resource';
import { installerContractsResource } from './installerContracts/resource';
import { quoteTypesResource } from './quoteTypes/resource';
import { selectsPlugin } from './selects/resource';
import { userCollectionPlugin } from './users/resource';
import { parkLabelRoutes } from './parks/labels';
import { parksRoutes } from './parks/routes';
import { toysResource } from './toys/resource';
import { inspectionQuoteRoutes, quoteListRoutes } from './quotes/routes';
import { inspectionsPlugin } from './inspections';
import { filesPlugin } from './files/resource';
import { dashboardRoutes, parkMarkerRoutes } from './dashboard/routes';
// imports: each domain area adds its import above this line

/** A route module of the domain and the path under `/api/v1` it serves. */
interface DomainRoutes {
  /** Where its routes start, e.g. `/customers` (empty: the module names its own paths). */
  prefix: string;
  /** Its routes: a resource's `resourcePlugin(definition)` or an area's own plugin. */
  plugin: FastifyPluginAsync;
}

/** Every domain route module, registered in this order (docs/api.md#paths). */
const domainRoutes: DomainRoutes[] = [
  { prefix: '/customers', plugin: resourcePlugin(customersResource) },
  { prefix: '/customer-contracts', plugin: resourcePlugin(customerContractsResource) },
  { prefix: '/installers', plugin: resourcePlugin(installersResource) },
  { prefix: '/installer-contracts', plugin: resourcePlugin(installerContractsResource) },
  { prefix: '/quote-types', plugin: resourcePlugin(quoteTypesResource) },
  { prefix: '/selects', plugin: selectsPlugin },
  { prefix: '/users/admins', plugin: userCollectionPlugin('admins') },
  { prefix: '/users/customers', plugin: userCollectionPlugin('customers') },
  { prefix: '/parks', plugin: parksRoutes },
  { prefix: '/parks', plugin: parkLabelRoutes },
  { prefix: '/toys', plugin: resourcePlugin(toysResource) },
  { prefix: '/inspections/:inspectionId/quote', plugin: inspectionQuoteRoutes },
  { prefix: '/quotes', plugin: quoteListRoutes },
  { prefix: '', plugin: inspectionsPlugin },
  { prefix: '/files', plugin: filesPlugin },
  { prefix: '/parks/markers', plugin: parkMarkerRoutes },
  { prefix: '/dashboard', plugin: dashboardRoutes },
  // registrations: each domain area adds its route module above this line
];

/** Registers every domain route module under `/api/v1` (docs/api.md#paths). */
export async function registerDomain(app: FastifyInstance): Promise<void> {
  for (const { prefix, plugin } of domainRoutes) await app.register(plugin, { prefix });
}
