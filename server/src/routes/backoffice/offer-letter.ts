import type { FastifyReply } from 'fastify';
import type { openLetter, StoredLetter } from '../../offers/letter-store';
import { CONTENT_SECURITY_POLICY } from './steps/documents';

/** Answers a letter opened by openLetter (the back office's and the dashboard's): a PDF shown inline, never run, never cached. */
export function sendLetter(
  reply: FastifyReply,
  letter: StoredLetter,
  stream: Awaited<ReturnType<typeof openLetter>>,
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
    .send(stream as never);
}
