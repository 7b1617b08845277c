import { inspectionDetail } from '@altalena/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { isRecord } from '../../http/json';
import { isAdmin, type Actor } from '../../resources/access';
import type { Executor } from '../../resources/types';
import { defineResource, resourcePlugin } from '../../resources/crud';
import { dayRoutes } from './day';
import { loadDetail } from './detail';
import { forCustomer, inspectionsResource, isInspectionDto } from './resource';
import { labelTargetRoutes, presenceRoutes } from './presenceRoutes';
import { findingListRoutes, inspectionRoutes } from './routes';
import { reportRoutes, verifyRoutes } from '../reports/routes';

/**
 * The engine's answers carry the admin's view of an inspection; a customer user sees the status of a
 * quote only once it was sent.
 */
async function hideUnsentQuotes(request: FastifyRequest, _reply: unknown, payload: unknown) {
  if (!request.user || isAdmin(request.user) || typeof payload !== 'object' || payload === null) {
    return payload;
  }
  const dtos: unknown[] =
    isRecord(payload) && Array.isArray(payload.results) ? payload.results : [payload];
  for (const dto of dtos) {
    if (isInspectionDto(dto)) forCustomer(dto);
  }
  return payload;
}

/**
 * Registers `inspections/` (list, create, detail, update, delete, items, findings, scans, positions,
 * sign), `findings/`, `verify/` and `q/` (where a label's code leads).
 */
export const inspectionsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(async (scoped) => {
    scoped.addHook('preSerialization', hideUnsentQuotes);
    // Writes answer with the inspection as GET shows it: with its items and findings.
    const withDetail = defineResource({
      ...inspectionsResource,
      detail: {
        schema: inspectionDetail,
        load: (ex: Executor, actor: Actor, id: number) => loadDetail(ex, actor, id, app.deps.clock),
      },
    });
    await scoped.register(resourcePlugin(withDetail), {
      prefix: '/inspections',
    });
  });
  await app.register(dayRoutes, { prefix: '/inspections' });
  await app.register(inspectionRoutes, { prefix: '/inspections' });
  await app.register(presenceRoutes, { prefix: '/inspections' });
  await app.register(reportRoutes, { prefix: '/inspections' });
  await app.register(labelTargetRoutes, { prefix: '/q' });
  await app.register(findingListRoutes, { prefix: '/findings' });
  await app.register(verifyRoutes, { prefix: '/verify' });
};
