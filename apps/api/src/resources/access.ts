import type { FastifyRequest } from 'fastify';
import { currentUser } from '../auth/authenticate';
import { ApiError } from '../http/errors';
import type { UserRow } from '../users/service';

/** The signed-in user a domain request acts as. */
export type Actor = UserRow;

/** Whether the actor is a company administrator. */
export function isAdmin(actor: Actor): boolean {
  return actor.is_admin;
}

/** The customer a customer user acts for; a customer user without one sees nothing (-1 matches no row). */
export function customerIdOf(actor: Actor): number {
  return actor.customer_id ?? -1;
}

/** The 404 of everything a role may not see or do: indistinguishable from a missing row. */
export function notFound(): ApiError {
  return new ApiError(404, 'not_found');
}

/** preHandler of admin-only routes: any other signed-in user gets a 404 (run after `authenticate`). */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!isAdmin(currentUser(request))) throw notFound();
}
