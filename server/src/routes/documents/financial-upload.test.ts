import * as XLSX from '@e965/xlsx';
import { MESSAGES } from '@onboarding/shared/constants';
import { MAX_DOCUMENT_BYTES } from '@onboarding/shared/schemas';
import { and, eq } from 'drizzle-orm';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { applications, auditLog, documents } from '../../db/schema';
import * as f from '../../storage/test-support/fixtures';
import { createTestApp, type TestApp } from '../../test/app';
import { JOURNEY_MESSAGES } from '../../lifecycle/journey';
import { INVALID_JSON, REQUEST_TOO_LARGE } from './receive';
import { signedInApplicant, type SignedInApplicant as Seeded } from '../../test/applicant';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(async () => {
  await t?.close();
});

function workbook(): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(
    wb,
    XLSX.utils.aoa_to_sheet([
      ['Round', 'Raised'],
      ['Seed', 1_500_000],
    ]),
    'Rounds',
  );
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const sha = (b: Buffer) => crypto.createHash('sha256').update(b).digest('hex');

/** The body the /financials screen sends. */
function body(overrides: Record<string, { name: string; content: string } | undefined> = {}) {
  const files: Record<string, { name: string; content: string } | undefined> = {
    Registration: {
      name: 'Certificate of incorporation.pdf',
      content: f.dataUrl('application/pdf', f.pdf()),
    },
    CapTable: { name: 'Cap table.png', content: f.dataUrl('image/png', f.png()) },
    FundraisingSummary: {
      name: 'Fundraising summary.xlsx',
      content: f.dataUrl('application/vnd.ms-excel', workbook()),
    },
    ...overrides,
  };
  for (const k of Object.keys(files)) if (files[k] === undefined) delete files[k];
  return { files };
}

const upload = (seeded: Seeded | undefined, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/onboarding/financial-upload',
    headers: { ...(seeded?.auth ?? {}), 'content-type': 'application/json' },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

async function state(applicationId: number) {
  const [application] = await t.app.db.select().from(applications).where(eq(applications.id, applicationId));
  const rows = await t.app.db.select().from(documents).where(eq(documents.applicationId, applicationId));
  const audits = await t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.applicationId, applicationId), eq(auditLog.action, 'documents.uploaded')));
  const dir = path.join(t.dataDir, 'storage', 'applications', String(applicationId), 'documents');
  const objects = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  return { application, rows, audits, objects };
}

async function expectNothingStored(seeded: Seeded) {
  const s = await state(seeded.applicationId);
  expect(s.rows).toHaveLength(0);
  expect(s.objects).toHaveLength(0);
  expect(s.audits).toHaveLength(0);
  expect(s.application.stage).toBe('ELIGIBLE');
  expect(s.application.stages.FINANCIALS).toBe(false);
}

const tempLeft = () => {
  const dir = path.join(t.dataDir, 'tmp', 'financial-upload');
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('POST /api/onboarding/financial-upload', () => {
  it('stores every document under a generated key, records it, and moves the application to TRANSACTION', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'eligible' });
    const statement = f.pdf(50_000);
    const res = await upload(
      seeded,
      body({
        StatementPreviousTwoYear: {
          name: 'Audited 2023.pdf',
          content: f.dataUrl('application/pdf', statement),
        },
        StatementPreviousOneYear: {
          name: 'Audited 2024.docx',
          content: f.dataUrl('application/octet-stream', f.officeOpenXml('word')),
        },
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().stage).toBe('TRANSACTION');

    const s = await state(seeded.applicationId);
    expect(s.application.stage).toBe('TRANSACTION');
    expect(s.application.stages).toEqual({ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true });
    expect(s.rows.map((r) => r.kind).sort()).toEqual([
      'CapTable',
      'FundraisingSummary',
      'Registration',
      'StatementPreviousOneYear',
      'StatementPreviousTwoYear',
    ]);
    const byKind = Object.fromEntries(s.rows.map((r) => [r.kind, r]));
    expect(byKind.Registration.mime).toBe('application/pdf');
    expect(byKind.CapTable.mime).toBe('image/png');
    expect(byKind.FundraisingSummary.mime).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(byKind.StatementPreviousOneYear.mime).toContain('wordprocessingml');
    expect(byKind.StatementPreviousTwoYear).toMatchObject({
      originalName: 'Audited 2023.pdf',
      size: statement.length,
      sha256: sha(statement),
      status: 'current',
    });

    // The stored object is the decoded file, under a key that is not the applicant's file name.
    const row = byKind.StatementPreviousTwoYear;
    expect(row.key).toMatch(
      new RegExp(`^applications/${seeded.applicationId}/documents/StatementPreviousTwoYear-[0-9a-f-]{36}$`),
    );
    const chunks: Buffer[] = [];
    for await (const c of await t.app.storage.getStream(row.key)) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(statement)).toBe(true);
    expect((await t.app.storage.head(row.key))?.metadata['original-name']).toBe('Audited 2023.pdf');

    expect(s.audits).toHaveLength(1);
    expect(s.audits[0].detail).toMatchObject({ superseded: 0, stage: 'TRANSACTION' });
    expect(tempLeft()).toEqual([]);

    // What the browser reads next: check-user routes the applicant on from these flags.
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/onboarding/check-user?${Date.now()}=`,
      headers: seeded.auth,
    });
    expect(status.json()).toMatchObject({ stage: 'TRANSACTION', stages_lists: [{ FINANCIALS: true }] });
  });

  it('accepts a file of exactly 20 MB and a body whose slashes are JSON-escaped', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'eligible' });
    const big = f.pdf(MAX_DOCUMENT_BYTES);
    const json = JSON.stringify(
      body({ Registration: { name: 'big.pdf', content: f.dataUrl('application/pdf', big) } }),
    );
    const res = await upload(seeded, json.replace(/\//g, '\\/'));
    expect(res.statusCode).toBe(200);
    const [row] = (await state(seeded.applicationId)).rows.filter((r) => r.kind === 'Registration');
    expect(row.size).toBe(MAX_DOCUMENT_BYTES);
    expect(row.sha256).toBe(sha(big));
  }, 60_000);

  it('refuses a file over 20 MB with the spec message and stores nothing', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'eligible' });
    const res = await upload(
      seeded,
      body({
        CapTable: { name: 'cap.pdf', content: f.dataUrl('application/pdf', f.pdf(MAX_DOCUMENT_BYTES + 1)) },
      }),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ details: { error: MESSAGES.documentTooLarge } });
    await expectNothingStored(seeded);
    expect(tempLeft()).toEqual([]);
  }, 60_000);

  it.each([
    ['a Windows executable', f.windowsExecutable()],
    ['an ELF executable', f.elfExecutable()],
    ['a Mach-O executable', f.machOExecutable()],
    ['a shell script', f.shellScript()],
    ['a plain ZIP archive', f.buildZip([{ name: 'invoice.pdf.exe', data: f.windowsExecutable() }])],
  ])('refuses %s renamed to .pdf, naming the file, and stores nothing', async (_label, data) => {
    const seeded = await signedInApplicant(t.app, { at: 'eligible' });
    const res = await upload(
      seeded,
      body({ Registration: { name: 'Registration.pdf', content: f.dataUrl('application/pdf', data) } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      details: { error: 'The file Registration.pdf is not an accepted document type.' },
    });
    await expectNothingStored(seeded);
  });

  it('refuses a fundraising summary that is not Excel by name or by content', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'eligible' });
    const byName = await upload(
      seeded,
      body({ FundraisingSummary: { name: 'summary.pdf', content: f.dataUrl('application/pdf', f.pdf()) } }),
    );
    expect(byName.statusCode).toBe(400);
    expect(byName.json().details.error).toBe(MESSAGES.excelOnly);
    const byContent = await upload(
      seeded,
      body({
        FundraisingSummary: { name: 'summary.xlsx', content: f.dataUrl('application/vnd.ms-excel', f.pdf()) },
      }),
    );
    expect(byContent.statusCode).toBe(400);
    expect(byContent.json().details.error).toBe(MESSAGES.excelOnly);
    await expectNothingStored(seeded);
  });

  it('accepts an .xls fundraising summary (OLE2 workbook)', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'eligible' });
    const xls = f.compoundFile(['Workbook']);
    const res = await upload(
      seeded,
      body({
        FundraisingSummary: { name: 'summary.XLS', content: f.dataUrl('application/vnd.ms-excel', xls) },
      }),
    );
    expect(res.statusCode).toBe(200);
    const rows = (await state(seeded.applicationId)).rows;
    expect(rows.find((r) => r.kind === 'FundraisingSummary')?.mime).toBe('application/vnd.ms-excel');
  });

  it.each([
    ['not a data URL', 'hello'],
    ['a non-base64 data URL', 'data:application/pdf,%25PDF-1.4'],
    ['characters outside base64', 'data:application/pdf;base64,JVBE!!0x'],
    ['a truncated base64 group', 'data:application/pdf;base64,JVBERi0'],
    ['an empty content', ''],
  ])('refuses %s with a clear message and stores nothing', async (_label, content) => {
    const seeded = await signedInApplicant(t.app, { at: 'eligible' });
    const res = await upload(seeded, body({ CapTable: { name: 'cap.pdf', content } }));
    expect(res.statusCode).toBe(400);
    expect([MESSAGES.invalidDataUrl, MESSAGES.required]).toContain(res.json().details.error);
    await expectNothingStored(seeded);
  });

  it('refuses a missing required document, a missing name and an empty file', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'eligible' });
    const missing = await upload(seeded, body({ Registration: undefined }));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.error).toBe(MESSAGES.required);
    const noName = await upload(seeded, {
      files: { ...body().files, CapTable: { content: f.dataUrl('image/png', f.png()) } },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().details.error).toBe(MESSAGES.required);
    const empty = await upload(
      seeded,
      body({ CapTable: { name: 'cap.pdf', content: 'data:application/pdf;base64,' } }),
    );
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details.error).toBe('The file cap.pdf is empty.');
    await expectNothingStored(seeded);
  });

  it('refuses a body that is not JSON', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'eligible' });
    for (const payload of ['{"files": {"Registration": ', 'files=1', '{"files":{}} trailing']) {
      const res = await upload(seeded, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().details.error).toBe(INVALID_JSON);
    }
    await expectNothingStored(seeded);
    expect(tempLeft()).toEqual([]);
  });

  it('refuses a body over the 140 MB limit, declared or streamed, and stores nothing', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'eligible' });
    const declared = await t.app.inject({
      method: 'POST',
      url: '/api/onboarding/financial-upload',
      headers: {
        ...seeded.auth,
        'content-type': 'application/json',
        'content-length': String(150 * 1024 * 1024),
      },
      payload: Readable.from([Buffer.from('{"files":{}}')]),
    });
    expect(declared.statusCode).toBe(413);
    expect(declared.json().details.error).toBe(REQUEST_TOO_LARGE);
    // Chunked, no length: counted as it streams (here inside a document the schema does not know). Over real HTTP:
    // the server answers before reading the rest, which inject's stream payloads do not model.
    const mb = Buffer.alloc(1024 * 1024, 0x41);
    if (!t.app.server.listening) await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const streamed = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/onboarding/financial-upload',
          headers: { ...seeded.auth, 'content-type': 'application/json' },
        },
        (res) => {
          let body = '';
          res.on('data', (c: Buffer) => (body += c.toString()));
          res.on('end', () => resolve({ status: res.statusCode, body }));
        },
      );
      req.on('error', reject);
      pipeline(
        Readable.from(
          (function* () {
            yield Buffer.from('{"files":{"Other":{"name":"x","content":"data:application/pdf;base64,');
            for (let i = 0; i < 141; i++) yield mb;
            yield Buffer.from('"}}}');
          })(),
        ),
        req,
      ).catch(() => undefined); // the server may close before the client has sent everything
    });
    expect(streamed.status).toBe(413);
    expect(JSON.parse(streamed.body).details.error).toBe(REQUEST_TOO_LARGE);
    await expectNothingStored(seeded);
    expect(tempLeft()).toEqual([]);
  }, 60_000);

  it('requires a session, and an eligible application, before reading the body', async () => {
    const anonymous = await upload(undefined, body());
    expect(anonymous.statusCode).toBe(401);
    const seeded = await signedInApplicant(t.app, { at: 'verified' });
    const res = await upload(seeded, body());
    expect(res.statusCode).toBe(409);
    expect(res.json().details.error).toBe(JOURNEY_MESSAGES.eligibilityFirst('documents'));
    const s = await state(seeded.applicationId);
    expect(s.rows).toHaveLength(0);
    expect(s.application.stage).toBe('VERIFIED');
  });

  it('deletes what it wrote and records nothing when storage fails part-way', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'eligible' });
    const realPut = t.app.storage.put.bind(t.app.storage);
    let calls = 0;
    const spy = jest.spyOn(t.app.storage, 'put').mockImplementation(async (...args) => {
      calls += 1;
      if (calls === 3) throw new Error('disk full');
      return realPut(...args);
    });
    try {
      const res = await upload(seeded, body());
      expect(res.statusCode).toBe(500);
      expect(res.json().details.error).toBe(MESSAGES.genericFailure);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBe(3);
    await expectNothingStored(seeded);
    expect(tempLeft()).toEqual([]);
  });

  it('replaces the set on re-upload, keeping the earlier objects as superseded', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'eligible' });
    expect((await upload(seeded, body())).statusCode).toBe(200);
    const first = (await state(seeded.applicationId)).rows;
    expect((await upload(seeded, body())).statusCode).toBe(200);
    const s = await state(seeded.applicationId);
    expect(s.rows.filter((r) => r.status === 'current')).toHaveLength(3);
    expect(
      s.rows
        .filter((r) => r.status === 'superseded')
        .map((r) => r.id)
        .sort(),
    ).toEqual(first.map((r) => r.id).sort());
    for (const row of first) expect(await t.app.storage.exists(row.key)).toBe(true);
    expect(s.audits).toHaveLength(2);
    expect(s.audits[1].detail).toMatchObject({ superseded: 3 });
  });

  it('refuses a file name with a NUL character with 400, storing nothing (finding #14.5)', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'eligible' });
    const res = await upload(
      seeded,
      body({ CapTable: { name: 'Cap\u0000table.png', content: f.dataUrl('image/png', f.png()) } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      details: { error: 'Text must not contain control characters or broken characters.' },
    });
    const s = await state(seeded.applicationId);
    expect(s.rows).toEqual([]);
    expect(s.application.stage).toBe('ELIGIBLE');
  });

  it('never moves an application back from a later stage', async () => {
    const seeded = await signedInApplicant(t.app, { at: 'transactions' });
    const res = await upload(seeded, body());
    expect(res.statusCode).toBe(200);
    expect(res.json().stage).toBe('ACCOUNTING');
    expect((await state(seeded.applicationId)).application.stage).toBe('ACCOUNTING');
  });
});
