// The back office's first admins of an end-to-end run, apart from the page helpers (support/staff.ts) so that
// playwright.config.ts can read them. With PGlite the staff CLI cannot open the data folder while the API runs, so
// the config's `npm start` invites them with it (`--invite admin:<email>`) before the product starts: one admin per
// spec that needs one, per project and per attempt (a retried serial group starts again from an unused link); and, the
// same way, the reviewers and approvers of the specs in STAFF_SPECS. `npm run screenshots` (tests/screenshots) walks
// the same screens in each language with staff of its own, invited the same way by its configuration.

/** The specs that enrol an admin of their own. */
export const ADMIN_SPECS = [
  'backoffice',
  'workbench',
  'underwriting',
  'backoffice-ar',
  'team-offboarding',
] as const;
/** The screenshots' walks through the back office, one per language (an admin each). */
export const SCREENSHOT_ADMIN_SPECS = ['screens-backoffice-en', 'screens-backoffice-ar'] as const;
export type AdminSpec = (typeof ADMIN_SPECS)[number] | (typeof SCREENSHOT_ADMIN_SPECS)[number];

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
  // A reviewer reads the declined applicant in the queue's "Declined at eligibility" view.
  'outcome-declined': { maker: 'reviewer' },
  // The same views, and the queue's saved views, in Arabic.
  'outcome-ar': { maker: 'reviewer' },
  // A reviewer triages the queue: its columns, sorting, saved views, skip link and cards on a phone.
  queue: { maker: 'reviewer' },
} as const;
/**
 * The screenshots' walks through the dashboard, one per language, with a reviewer and an approver each; and through
 * where applicants stand, with a reviewer each.
 */
export const SCREENSHOT_STAFF_SPECS = {
  'screens-dashboard-en': { maker: 'reviewer', checker: 'approver' },
  'screens-dashboard-ar': { maker: 'reviewer', checker: 'approver' },
  'screens-outcomes-en': { maker: 'reviewer' },
  'screens-outcomes-ar': { maker: 'reviewer' },
} as const;
type AllStaffSpecs = typeof STAFF_SPECS & typeof SCREENSHOT_STAFF_SPECS;
export type StaffSpec = keyof AllStaffSpecs;

/** The address of `spec`'s staff member `who` in `project` on attempt `retry` (0 first). */
export function bootstrapStaff<S extends StaffSpec>(
  spec: S,
  who: keyof AllStaffSpecs[S] & string,
  project: string,
  retry: number,
): string {
  return `${who}-${spec}-${project}-${retry}@provider.example`;
}

/**
 * `start.mjs` arguments inviting every admin and every other staff member a run can need: the end-to-end specs' by
 * default, `admins` and `staff` for another run (the screenshots').
 */
export function bootstrapInvites(
  projects: readonly string[],
  retries: number,
  {
    admins = ADMIN_SPECS,
    staff = STAFF_SPECS,
  }: { admins?: readonly AdminSpec[]; staff?: Partial<Record<StaffSpec, Record<string, string>>> } = {},
): string[] {
  const args: string[] = [];
  for (const spec of admins)
    for (const project of projects)
      for (let retry = 0; retry <= retries; retry++)
        args.push('--invite', `admin:${bootstrapAdmin(spec, project, retry)}`);
  for (const [spec, members] of Object.entries(staff) as [StaffSpec, Record<string, string>][])
    for (const [who, role] of Object.entries(members))
      for (const project of projects)
        for (let retry = 0; retry <= retries; retry++)
          args.push('--invite', `${role}:${bootstrapStaff(spec, who as never, project, retry)}`);
  return args;
}
