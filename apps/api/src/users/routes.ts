import { user, userMePatch } from '@altalena/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticate, currentUser, notAuthenticated } from '../auth/authenticate';
import { users } from '../db/schema';
import { diffRows, recordChange } from '../resources/audit';
import { errorResponses, inTransaction } from '../resources/crud';
import { checkIfMatch, ifMatchRequired, setEtag } from '../resources/etag';
import { toUserDto } from './service';

const authorizationHeader = z.string().optional().describe('`Token <64 hex characters>`');

/** The user endpoints, mounted at `/users/`. */
export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/me/',
    {
      preHandler: authenticate,
      // A user who must change the password may read and set their own profile (docs/api.md#auth-and-tokens).
      config: { allowedBeforePasswordChange: true },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ token: [] }],
        headers: z.looseObject({ authorization: authorizationHeader }),
        response: { 200: user, 401: errorResponses[401] },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      setEtag(reply, me.version);
      return toUserDto(me);
    },
  );

  app.patch(
    '/me/',
    {
      config: { ...ifMatchRequired, allowedBeforePasswordChange: true },
      preHandler: authenticate,
      schema: {
        tags: ['users'],
        summary: "Change the signed-in user's language and the reminders they receive",
        security: [{ token: [] }],
        headers: z.looseObject({
          authorization: authorizationHeader,
          'if-match': z.string().max(200).optional().describe('The ETag of `GET users/me/`'),
        }),
        body: userMePatch,
        response: { 200: user, ...errorResponses },
      },
    },
    async (request, reply) => {
      const me = currentUser(request);
      const body = request.body;
      const now = request.server.deps.clock.now();
      const updated = await inTransaction(request, async (tx) => {
        const [existing] = await tx
          .select()
          .from(users)
          .where(eq(users.id, me.id))
          .limit(1)
          .for('update');
        // Deleted or deactivated since the token was checked.
        if (!existing?.is_active) throw notAuthenticated();
        checkIfMatch(request, existing.version);
        const values = {
          ...(body.language === undefined ? {} : { language: body.language }),
          ...(body.reminder_opt_outs === undefined
            ? {}
            : { reminder_opt_outs: [...body.reminder_opt_outs].sort() }),
        };
        const [row] = await tx
          .update(users)
          .set({ ...values, version: sql`${users.version} + 1`, updated_at: now })
          .where(eq(users.id, me.id))
          .returning();
        if (!row) throw notAuthenticated();
        await recordChange(tx, request, now, {
          entity: 'user',
          entityId: me.id,
          action: 'update',
          changes: diffRows(existing, row, ['version', 'updated_at', 'password_hash']),
        });
        return row;
      });
      setEtag(reply, updated.version);
      return toUserDto(updated);
    },
  );
};
