// The back office's first admins of an end-to-end run (#16), apart from the page helpers (support/staff.ts) so that
// playwright.config.ts can read them. With PGlite the staff CLI cannot open the data folder while the API runs, so
// the config's `npm start` invites them with it (`--invite admin:<email>`) before the product starts: one admin per
// spec that needs one, per project and per attempt (a retried serial group starts again from an unused link); and, the
// same way, the reviewers and approvers of the specs in STAFF_SPECS.

/** The specs that enrol an admin of their own. */
export const ADMIN_SPECS = ['backoffice', 'workbench', 'underwriting', 'backoffice-ar'] as const;
export type AdminSpec = (typeof ADMIN_SPECS)[number];

/** The address of the admin `spec` enrols in `project` on attempt `retry` (0 first). */
export function bootstrapAdmin(spec: AdminSpec, project: string, retry: number): string {
  return `admin-${spec}-${project}-${retry}@provider.example`;
}

/** The specs that enrol staff the CLI invites straight into a role (no admin inviting them from the team page). */
export const STAFF_SPECS = {
  offer: { maker: 'reviewer', checker: 'approver' },
  // Two approvals above OFFER_DUAL_APPROVAL_MINOR need two approvers besides the reviewer who proposes.
  'offer-approvals': { maker: 'reviewer', checker: 'approver', checker2: 'approver' },
  dashboard: { maker: 'reviewer', checker: 'approver' },
  'dashboard-ar': { maker: 'reviewer', checker: 'approver' },
} as const;
export type StaffSpec = keyof typeof STAFF_SPECS;

/** The address of `spec`'s staff member `who` in `project` on attempt `retry` (0 first). */
export function bootstrapStaff<S extends StaffSpec>(
  spec: S,
  who: keyof (typeof STAFF_SPECS)[S] & string,
  project: string,
  retry: number,
): string {
  return `${who}-${spec}-${project}-${retry}@provider.example`;
}

/** `start.mjs` arguments inviting every admin and every other staff member a run can need. */
export function bootstrapInvites(projects: readonly string[], retries: number): string[] {
  const args: string[] = [];
  for (const spec of ADMIN_SPECS)
    for (const project of projects)
      for (let retry = 0; retry <= retries; retry++)
        args.push('--invite', `admin:${bootstrapAdmin(spec, project, retry)}`);
  for (const [spec, members] of Object.entries(STAFF_SPECS) as [StaffSpec, Record<string, string>][])
    for (const [who, role] of Object.entries(members))
      for (const project of projects)
        for (let retry = 0; retry <= retries; retry++)
          args.push('--invite', `${role}:${bootstrapStaff(spec, who as never, project, retry)}`);
  return args;
}
