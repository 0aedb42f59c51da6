import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { applicants, applications } from '../../db/schema';

// Helpers for the transactions route tests: a signed-in applicant at a chosen point of the journey, and a CSV sent
// through the real direct-upload path (upload-link → form POST → confirm-upload) as the browser does.

let counter = 0;

export interface Applicant {
  applicantId: string;
  applicationId: number;
  headers: { authorization: string };
}

export async function signIn(
  app: FastifyInstance,
  opts: {
    eligible?: boolean;
    stage?: 'VERIFIED' | 'ELIGIBLE' | 'TRANSACTION' | 'ACCOUNTING' | 'PENDING';
  } = {},
): Promise<Applicant> {
  counter += 1;
  const eligible = opts.eligible ?? true;
  const [applicant] = await app.db
    .insert(applicants)
    .values({
      email: `txn${counter}-${crypto.randomBytes(4).toString('hex')}@example.com`,
      name: 'Layla Haddad',
      phoneNumber: '+971501234567',
      emailVerifiedAt: new Date(),
    })
    .returning({ id: applicants.id });
  const [application] = await app.db
    .insert(applications)
    .values({
      applicantId: applicant.id,
      stage: opts.stage ?? (eligible ? 'TRANSACTION' : 'VERIFIED'),
      stages: eligible
        ? { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true }
        : { CHECK_ELIGIBILITY: false },
      eligibilityStep: eligible ? { businessName: 'Haddad Cloud', ARRYearlyRevenue: 900000 } : null,
    })
    .returning({ id: applications.id });
  const token = await app.tokens.signSession({ applicantId: applicant.id, applicationId: application.id });
  return {
    applicantId: applicant.id,
    applicationId: application.id,
    headers: { authorization: `Bearer ${token}` },
  };
}

function multipart(fields: Record<string, string>, file: Buffer, filename: string) {
  const boundary = `----onboarding${crypto.randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Uploads `content` as the browser would and returns the upload's timestamp, confirmed. */
export async function uploadCsv(
  app: FastifyInstance,
  who: Applicant,
  content: string | Buffer,
): Promise<string> {
  const linkRes = await app.inject({
    method: 'GET',
    url: '/api/onboarding/utils/upload-link',
    headers: who.headers,
  });
  if (linkRes.statusCode !== 200)
    throw new Error(`upload-link answered ${linkRes.statusCode}: ${linkRes.body}`);
  const { link } = linkRes.json() as {
    link: { url: string; fields: Record<string, string>; timestamp: string };
  };
  const form = multipart({ ...link.fields, acl: 'private' }, Buffer.from(content), 'transactions.csv');
  const postRes = await app.inject({
    method: 'POST',
    url: link.url,
    headers: { 'content-type': form.contentType },
    payload: form.payload,
  });
  if (postRes.statusCode !== 204)
    throw new Error(`storage upload answered ${postRes.statusCode}: ${postRes.body}`);
  const confirmRes = await app.inject({
    method: 'GET',
    url: `/api/onboarding/utils/confirm-upload?timestamp=${link.timestamp}`,
    headers: who.headers,
  });
  if (confirmRes.json() !== true) throw new Error(`confirm-upload answered ${confirmRes.body}`);
  return link.timestamp;
}
