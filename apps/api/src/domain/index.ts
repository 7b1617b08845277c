import type { FastifyInstance } from 'fastify';
import { registerResource, type ResourceDefinition } from '../resources/crud';
import { customersResource } from './customers/resource';
// imports: each domain area adds its import above this line

/** Registers every domain route module under `/api/v1` (DESIGN.md §4). */
export async function registerDomain(app: FastifyInstance): Promise<void> {
  await registerResource(app, customersResource as ResourceDefinition);
  // registrations: each domain area adds its registration above this line
}
