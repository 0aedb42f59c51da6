import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { applicants, applications, type StageFlagsRow, type StageName } from '../../db/schema';

// Seeds what the earlier steps would have produced (an applicant, a verified application in some stage) and
// returns a session token for it, so these tests exercise documents and uploads without replaying registration.

export interface Seeded {
  applicantId: string;
  applicationId: number;
  token: string;
  auth: { authorization: string };
}

export async function seedApplication(
  app: FastifyInstance,
  opts: { stage?: StageName | null; stages?: StageFlagsRow; businessTypes?: string[] } = {},
): Promise<Seeded> {
  const [applicant] = await app.db
    .insert(applicants)
    .values({
      email: `applicant-${crypto.randomUUID()}@example.com`,
      name: 'Aisha Rahman',
      phoneNumber: '+971501234567',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: applicants.id });
  const [application] = await app.db
    .insert(applications)
    .values({
      applicantId: applicant.id,
      stage: opts.stage === undefined ? 'ELIGIBLE' : opts.stage,
      stages: opts.stages ?? { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: false },
      eligibilityStep: {
        businessName: 'Falcon Games',
        businessType: (opts.businessTypes ?? ['SAAS']).map((code) => ({ name: code, code })),
      },
    })
    .returning({ id: applications.id });
  const token = await app.tokens.signSession({ applicantId: applicant.id, applicationId: application.id });
  return {
    applicantId: applicant.id,
    applicationId: application.id,
    token,
    auth: { authorization: `Bearer ${token}` },
  };
}

/** A multipart/form-data body as a browser builds it: fields in order, then the file part. */
export function multipartBody(
  fields: Record<string, string>,
  file: { name: string; type?: string; data: Buffer | Iterable<Buffer> },
): { payload: Readable; headers: Record<string, string> } {
  const boundary = `----onboarding${crypto.randomBytes(8).toString('hex')}`;
  const head: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    head.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  head.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? 'text/csv'}\r\n\r\n`,
    ),
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const data = file.data;
  const payload = Readable.from(
    (function* () {
      yield Buffer.concat(head);
      if (Buffer.isBuffer(data)) yield data;
      else yield* data;
      yield tail;
    })(),
  );
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
