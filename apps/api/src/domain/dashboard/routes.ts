import { dashboard, errorBody, noQuery, parkMarkers } from '@altalena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../../auth/authenticate';
import { answerCache } from '../../resources/answerCache';
import { parkListShows } from '../parks/routes';
import { businessDay } from '../../resources/calendar';
import { dashboardOf, parkMarkersOf } from './figures';

const security = [{ token: [] }];
const errors = { 400: errorBody, 401: errorBody } as const;

/** `GET dashboard/`: the figures and charts of the dashboards, scoped to what the caller sees. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  // Kept in memory per scope and day while the scope's data version has not moved (resources/answerCache).
  const sendDashboard = answerCache({
    shows: [
      'parks',
      'inspections',
      'findings',
      'quotes',
      'customer_contracts',
      'customer_contract_parks',
    ],
  });
  app.get(
    '/',
    {
      onRequest: [authenticate],
      config: { dataVersion: true },
      schema: {
        tags: ['dashboard'],
        security,
        summary: 'Figures and charts of the dashboard: due inspections, risks, quotes, contracts',
        querystring: noQuery,
        response: { 200: dashboard, ...errors },
      },
    },
    async (request, reply) => {
      const day = businessDay(request.server.deps.clock.now());
      return sendDashboard(request, reply, day, () => dashboardOf(request, day));
    },
  );
};

/** `GET parks/markers/`: every visible park that is not archived, compact, for the maps. */
export const parkMarkerRoutes: FastifyPluginAsyncZod = async (app) => {
  // The admins' markers of every park are the largest answer of the API: kept serialised and compressed.
  const sendMarkers = answerCache({ entries: 100, shows: parkListShows });
  app.get(
    '/',
    {
      onRequest: [authenticate],
      config: { dataVersion: true },
      schema: {
        tags: ['parks'],
        security,
        summary: 'Every park on a map: position, worst open risk and due state, column by column',
        querystring: noQuery,
        response: { 200: parkMarkers, ...errors },
      },
    },
    async (request, reply) => {
      const day = businessDay(request.server.deps.clock.now());
      return sendMarkers(request, reply, day, () => parkMarkersOf(request, day));
    },
  );
};
