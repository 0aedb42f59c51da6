import type { FastifyReply } from 'fastify';
import type { openLetter, StoredLetter } from '../../offers/letter-store';
import { CONTENT_SECURITY_POLICY } from './steps/documents';

/**
 * Answers a letter (opened by openLetter, or made now: the applicant's copy of an answered offer), for the back office
 * and the dashboard: a PDF shown inline, never run, never cached.
 */
export function sendLetter(
  reply: FastifyReply,
  letter: Pick<StoredLetter, 'size'>,
  body: Awaited<ReturnType<typeof openLetter>> | Buffer,
  fileName: string,
) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Length', String(letter.size))
    .header('Content-Disposition', `inline; filename="${fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Content-Security-Policy', CONTENT_SECURITY_POLICY)
    .header('Cross-Origin-Resource-Policy', 'same-origin')
    .header('Cache-Control', 'private, no-store')
    .send(body as never);
}
