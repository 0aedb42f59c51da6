/**
 * What a remote's `./review` module exports by default: a React component the back office host renders on the
 * case page, inside its own error boundary. It reads the step's data itself with `staffApi`
 * (`@onboarding/shared/backoffice/client`) from `/backoffice/cases/:caseId/<step>`.
 */
export interface ReviewPanelProps {
  caseId: number;
  /** The reader's role: a panel shows only what that role may do (marks, for reviewers and approvers). */
  role: 'reviewer' | 'approver' | 'admin';
}

/** The remotes whose `./review` panels make up the case page, in the order the journey takes them. */
export const REVIEW_PANELS = ['eligibility', 'documents', 'transactions', 'accounting'] as const;
export type ReviewPanelName = (typeof REVIEW_PANELS)[number];
