import { errorBody } from '@altalena/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inspectionReports, inspections, parks, users } from '../../db/schema';
import { ApiError } from '../../http/errors';
import { notFound } from '../../resources/access';
import { accessHooks, errorResponses, findVisible, inTransaction } from '../../resources/crud';
import { storeReport } from './store';
import { currentUser } from '../../auth/authenticate';
import { inspectionsResource } from '../inspections/resource';
import { contentDisposition } from '../files/storage';
import { fileResponse } from '../../openapi/openapi';

const security = [{ token: [] }];

/** `GET inspections/{id}/report/`: the signed report, the same bytes on every download. */
export const reportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/report/',
    {
      onRequest: accessHooks(false),
      schema: {
        tags: ['inspections'],
        security,
        summary: 'The signed report of an inspection (application/pdf)',
        params: z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) }),
        response: {
          200: fileResponse(
            'application/pdf',
            'The signed report, the same bytes on every download',
          ),
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const { db } = request.server.deps;
      const row = await findVisible(
        db,
        inspectionsResource,
        currentUser(request),
        request.params.id,
      );
      if (!row) throw notFound();
      const storedReport = () =>
        db
          .select()
          .from(inspectionReports)
          .where(eq(inspectionReports.inspection_id, request.params.id))
          .limit(1)
          .then((rows) => rows[0]);
      let report = await storedReport();
      if (!report && row.status === 'signed') {
        // Signed before reports were kept (or loaded as demo data): rendered now, once, and kept.
        await inTransaction(request, (tx) => storeReport(tx, request, request.params.id));
        report = await storedReport();
      }
      if (!report) {
        throw new ApiError(409, 'inspection_not_signed', [
          { field: 'status', code: 'not_signed', message: 'The report is issued at signing.' },
        ]);
      }
      const prefix = report.language === 'it' ? 'verbale' : 'report';
      const filename = `${prefix}-${String(row.number).replace('/', '-')}.pdf`;
      reply.header('etag', `"${report.sha256}"`);
      reply.header('cache-control', 'private, no-cache');
      reply.header('content-type', 'application/pdf');
      reply.header('content-disposition', contentDisposition('attachment', filename));
      return reply.code(200).send(report.pdf);
    },
  );
};

/** What the public verification of a report confirms, and nothing more. */
export const reportVerification = z.object({
  number: z.string(),
  park_name: z.string(),
  inspection_type: z.string(),
  performed_at: z.string().nullable(),
  signed_at: z.string().nullable(),
  signer_name: z.string().nullable(),
});

/** `GET verify/{code}/`: public, without a login: confirms a report's number, park, date and signer. */
export const verifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:code/',
    {
      schema: {
        tags: ['inspections'],
        summary: 'Confirm a signed report by its verification code (public)',
        security: [],
        params: z.object({
          code: z
            .string()
            .regex(/^[A-Za-z0-9-]{1,20}$/)
            .describe('The code printed on the report, e.g. ABCD-EFGH-JKMN'),
        }),
        response: { 200: reportVerification, 404: errorBody },
      },
    },
    async (request) => {
      const code = request.params.code.toUpperCase();
      const [found] = await request.server.deps.db
        .select({
          number: inspections.number,
          park_name: parks.name,
          inspection_type: inspections.type,
          performed_at: inspections.performed_at,
          signed_at: inspections.signed_at,
          first_name: users.first_name,
          last_name: users.last_name,
          username: users.username,
        })
        .from(inspectionReports)
        .innerJoin(inspections, eq(inspections.id, inspectionReports.inspection_id))
        .innerJoin(parks, eq(parks.id, inspections.park_id))
        .leftJoin(users, eq(users.id, inspections.signed_by))
        .where(eq(inspectionReports.verification_code, code))
        .limit(1);
      if (!found) throw notFound();
      const name = `${found.first_name ?? ''} ${found.last_name ?? ''}`.trim();
      return {
        number: found.number,
        park_name: found.park_name,
        inspection_type: found.inspection_type,
        performed_at: found.performed_at?.toISOString() ?? null,
        signed_at: found.signed_at?.toISOString() ?? null,
        signer_name: name || found.username || null,
      };
    },
  );
};
