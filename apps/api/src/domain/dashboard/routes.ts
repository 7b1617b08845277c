import { dashboard, errorBody, noQuery, parkMarkers } from '@altalena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../auth/authenticate';
import { businessDay } from '../../resources/calendar';
import { dashboardCache, parkMarkersOf } from './figures';

const security = [{ token: [] }];
const errors = { 400: errorBody, 401: errorBody } as const;

/** `GET dashboard/`: the figures and charts of the dashboards, scoped to what the caller sees. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const dashboardOf = dashboardCache();
  app.get(
    '/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['dashboard'],
        security,
        summary: 'Figures and charts of the dashboard: due inspections, risks, quotes, contracts',
        querystring: noQuery,
        response: { 200: dashboard, ...errors },
      },
    },
    async (request) => dashboardOf(request, businessDay(request.server.deps.clock.now())),
  );
};

/** `GET parks/markers/`: every visible park that is not archived, compact, for the maps. */
export const parkMarkerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      onRequest: [authenticate],
      schema: {
        tags: ['parks'],
        security,
        summary: 'Every park on a map: position, worst open risk and due state, column by column',
        querystring: noQuery,
        response: { 200: parkMarkers, ...errors },
      },
    },
    async (request) => parkMarkersOf(request, businessDay(request.server.deps.clock.now())),
  );
};
