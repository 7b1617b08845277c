import { errorBody, user } from '@altalena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser } from '../auth/authenticate';
import { toUserDto } from './service';

/** The user endpoints, mounted at `/users/`. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/',
    {
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ token: [] }],
        headers: z.looseObject({
          authorization: z.string().optional().describe('`Token <64 hex characters>`'),
        }),
        response: { 200: user, 401: errorBody },
      },
    },
    async (request) => toUserDto(currentUser(request)),
  );
};
