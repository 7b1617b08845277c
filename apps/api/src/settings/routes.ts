import { clientSettings } from '@altalena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** `GET settings/`: public, the configuration the web app follows (the map background). */
export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['settings'],
        summary: "The server's settings the web app follows (public): the map's tile server",
        security: [],
        response: { 200: clientSettings },
      },
    },
    async (request, reply) => {
      const { mapTiles } = request.server.deps.config;
      // Configuration changes only with a restart: a client may keep it for a while.
      reply.header('cache-control', 'public, max-age=300');
      return { map_tiles: mapTiles };
    },
  );
};
