// The back office's first admins of an end-to-end run (#16), apart from the page helpers (support/staff.ts) so that
// playwright.config.ts can read them. With PGlite the staff CLI cannot open the data folder while the API runs, so
// the config's `npm start` invites them with it (`--invite admin:<email>`) before the product starts: one admin per
// spec that needs one, per project and per attempt (a retried serial group starts again from an unused link).

/** The specs that enrol an admin of their own. */
export const ADMIN_SPECS = ['backoffice', 'workbench', 'underwriting'] as const;
export type AdminSpec = (typeof ADMIN_SPECS)[number];

/** The address of the admin `spec` enrols in `project` on attempt `retry` (0 first). */
export function bootstrapAdmin(spec: AdminSpec, project: string, retry: number): string {
  return `admin-${spec}-${project}-${retry}@provider.example`;
}

/** `start.mjs` arguments inviting every admin a run can need. */
export function bootstrapInvites(projects: readonly string[], retries: number): string[] {
  const args: string[] = [];
  for (const spec of ADMIN_SPECS)
    for (const project of projects)
      for (let retry = 0; retry <= retries; retry++)
        args.push('--invite', `admin:${bootstrapAdmin(spec, project, retry)}`);
  return args;
}
