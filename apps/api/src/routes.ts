import type { FastifyPluginAsync } from 'fastify';
import { decorateAuth } from './auth/authenticate';
import { authRoutes } from './auth/routes';
import { registerDomain } from './domain';
import { settingsRoutes } from './settings/routes';
import { userRoutes } from './users/routes';

/** Every `/api/v1` route module; `buildApp` registers this plugin under the `/api/v1` prefix. */
export const registerRoutes: FastifyPluginAsync = async (app) => {
  decorateAuth(app);
  await app.register(authRoutes, { prefix: '/auth' });
  await app.register(userRoutes, { prefix: '/users' });
  await app.register(settingsRoutes, { prefix: '/settings' });
  await registerDomain(app);
};
