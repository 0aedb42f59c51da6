import {
  buildExport,
  safeFileName,
  withoutSecrets,
  type ApplicationExportRows,
  type ExportRows,
} from './export';

const T = new Date('2026-11-20T10:00:00Z');

function rows(): ExportRows {
  const application: ApplicationExportRows = {
    application: {
      id: 7,
      applicantId: 'a1',
      status: 'active',
      stage: 'PENDING',
      stages: {},
      eligibilityStep: { businessName: 'Noor Cloud', ARRYearlyRevenue: 900000 },
      transactionsStep: { systemType: 'stripe', systemName: 'Stripe', secretKey: 'sk_live_leak' },
      accountingStep: [{ status: 'connected', service: 'xero', accessToken: 'tok_leak' }],
      createdAt: T,
      updatedAt: T,
      submittedAt: T,
      reviewStatus: 'OFFER_SENT',
      assigneeId: 'staff-1',
    },
    decision: null,
    entertainment: null,
    documents: [
      {
        id: 1,
        applicationId: 7,
        kind: 'bankStatements',
        key: 'applications/7/documents/a',
        originalName: '../../etc/passwd statement.pdf',
        mime: 'application/pdf',
        size: 10,
        sha256: 'aa',
        status: 'current',
        createdAt: T,
        supersededAt: null,
        sweptAt: null,
      },
      {
        id: 2,
        applicationId: 7,
        kind: 'capTable',
        key: 'applications/7/documents/gone',
        originalName: 'old.pdf',
        mime: 'application/pdf',
        size: 10,
        sha256: 'bb',
        status: 'superseded',
        createdAt: T,
        supersededAt: T,
        sweptAt: T,
      },
    ],
    uploads: [],
    imports: [],
    credentials: [
      {
        id: 3,
        applicationId: 7,
        provider: 'stripe',
        secretCiphertext: 'CIPHER',
        secretIv: 'IV',
        secretTag: 'TAG',
        clientIdCiphertext: null,
        clientIdIv: null,
        clientIdTag: null,
        keyVersion: 'k1',
        verification: 'skipped',
        verifiedAt: null,
        status: 'current',
        createdAt: T,
        supersededAt: null,
      },
    ],
    accountingUploads: [],
    connections: [],
    informationRequests: [],
    offers: [
      {
        id: 9,
        applicationId: 7,
        version: 1,
        status: 'superseded',
        terms: {} as never,
        currency: 'USD',
        costMinor: 1,
        profitMinor: 0,
        salePriceMinor: 1,
        tenureMonths: 1,
        validUntil: '2026-12-01',
        clausesVersion: 'c',
        requiredApprovals: 1,
        proposedBy: 's',
        proposedAt: T,
        approvedAt: null,
        returnedBy: null,
        returnedAt: null,
        returnReason: 'internal words',
        withdrawnBy: null,
        withdrawnAt: null,
        withdrawReason: null,
        pdfKey: null,
        pdfSha256: null,
        pdfSize: null,
        sentBy: null,
        sentAt: null,
        answeredAt: null,
        answeredIp: null,
        signature: null,
        declineReason: null,
      },
      {
        id: 10,
        applicationId: 7,
        version: 2,
        status: 'accepted',
        terms: { asset: 'Servers' } as never,
        currency: 'USD',
        costMinor: 100,
        profitMinor: 10,
        salePriceMinor: 110,
        tenureMonths: 6,
        validUntil: '2026-12-01',
        clausesVersion: 'c',
        requiredApprovals: 1,
        proposedBy: 's',
        proposedAt: T,
        approvedAt: T,
        returnedBy: null,
        returnedAt: null,
        returnReason: null,
        withdrawnBy: null,
        withdrawnAt: null,
        withdrawReason: null,
        pdfKey: 'offers/7/v2.pdf',
        pdfSha256: 'cc',
        pdfSize: 5,
        sentBy: 's',
        sentAt: T,
        answeredAt: T,
        answeredIp: '203.0.113.9',
        signature: 'Amina Noor',
        declineReason: null,
      },
    ],
    reviewHistory: [
      {
        id: 1,
        applicationId: 7,
        applicantId: 'a1',
        actor: 'applicant',
        action: 'review.acceptOffer',
        detail: { from: 'OFFER_SENT', to: 'ACCEPTED', version: 2 },
        at: T,
        staffId: null,
        ip: null,
      },
    ],
  };
  return {
    applicant: {
      id: 'a1',
      email: 'amina@example.com',
      name: 'Amina Noor',
      phoneNumber: '+971501234567',
      language: 'en',
      digits: 'latn',
      emailVerifiedAt: T,
      createdAt: T,
    },
    helpRequests: [],
    applications: [application],
  };
}

describe('the export', () => {
  const present = new Set(['applications/7/documents/a', 'offers/7/v2.pdf']);
  const { data, files } = buildExport(rows(), present, T);
  const json = JSON.stringify(data);

  it('holds the applicant, the answers, the statuses and the offers sent', () => {
    expect(data.applicant).toMatchObject({
      name: 'Amina Noor',
      email: 'amina@example.com',
      language: 'en',
      digits: 'latn',
    });
    const [app] = JSON.parse(json).applications;
    expect(app.reviewStatus).toBe('OFFER_SENT');
    expect(app.answers.eligibility.businessName).toBe('Noor Cloud');
    expect(app.offers).toEqual([
      expect.objectContaining({
        version: 2,
        salePriceMinor: 110,
        answer: { kind: 'accepted', at: T.toISOString(), signature: 'Amina Noor', reason: null },
        letter: 'files/7/offers/offer-v2.pdf',
      }),
    ]);
    expect(app.statusHistory).toEqual([{ at: T.toISOString(), from: 'OFFER_SENT', to: 'ACCEPTED' }]);
  });

  it('never holds a key, a token, a ciphertext or the team’s internal rows', () => {
    for (const secret of [
      'sk_live_leak',
      'tok_leak',
      'CIPHER',
      'secretKey',
      'accessToken',
      'internal words',
      'staff-1',
    ])
      expect(json).not.toContain(secret);
    expect(json).toContain('"provider":"stripe"');
  });

  it('lists the files still in storage, under safe names, and says which are gone', () => {
    expect(files).toEqual([
      { path: 'files/7/documents/1-etc_passwd_statement.pdf', key: 'applications/7/documents/a' },
      { path: 'files/7/offers/offer-v2.pdf', key: 'offers/7/v2.pdf' },
    ]);
    const [app] = JSON.parse(json).applications;
    expect(app.documents.map((d: { file: string | null }) => d.file)).toEqual([files[0].path, null]);
  });
});

describe('export helpers', () => {
  it('drops secret-named keys at any depth', () => {
    expect(
      withoutSecrets({ a: 1, nested: [{ clientId: 'x', client_secret: 'y', ok: 'z' }], apiKey: 'k' }),
    ).toEqual({
      a: 1,
      nested: [{ ok: 'z' }],
    });
  });

  it('makes file names safe', () => {
    expect(safeFileName('ملف.pdf', 'doc')).toBe('pdf');
    expect(safeFileName('...', 'doc')).toBe('doc');
    expect(safeFileName('a b/c.xlsx', 'doc')).toBe('a_b_c.xlsx');
  });
});
