import type { FastifyRequest } from 'fastify';
import { inspectionReports } from '../../db/schema';
import { notFound } from '../../resources/access';
import type { Tx } from '../../resources/types';
import { currentUser } from '../../auth/authenticate';
import { appUrl } from '../../http/publicUrl';
import { loadDetail } from '../inspections/detail';
import { newVerificationCode, renderReport, reportLanguage, sha256Of } from './render';

/** The public address of the verification page of `code`, on the origin the request came to. */
export function verifyUrlOf(request: FastifyRequest, code: string): string {
  return appUrl(request, `/verify/${code}`);
}

/**
 * Renders the report of an inspection just signed (in this transaction) and stores it with a new
 * verification code: every later download returns these bytes.
 */
export async function storeReport(tx: Tx, request: FastifyRequest, inspectionId: number) {
  const inspection = await loadDetail(
    tx,
    currentUser(request),
    inspectionId,
    request.server.deps.clock,
  );
  if (!inspection) throw notFound();
  const language = await reportLanguage(tx, inspection.customer_id);
  const verificationCode = newVerificationCode();
  const pdf = await renderReport(tx, {
    inspection,
    language,
    verificationCode,
    verifyUrl: verifyUrlOf(request, verificationCode),
    files: request.server.deps.files,
  });
  // A first download of an inspection signed before reports existed may race another: one row wins.
  await tx
    .insert(inspectionReports)
    .values({
      inspection_id: inspectionId,
      verification_code: verificationCode,
      language,
      sha256: sha256Of(pdf),
      pdf,
      created_at: request.server.deps.clock.now(),
    })
    .onConflictDoNothing();
}
