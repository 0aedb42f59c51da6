import type { Stage, UserStatus } from '../api/types';
import { mergeStagesLists, resolveUserStatus } from './rules';
import { isStepDone } from './steps-done';

// Where an applicant may stay when a page is reloaded (or opened from a bookmark). Section 4's rules name one route
// per state; a reload of the screen the applicant was on (documents after the result, the mapping after the file
// was chosen) must not throw them back to it. A screen stays when the application's state allows what it does.

const LATER: Record<Stage, number> = { VERIFIED: 0, ELIGIBLE: 1, TRANSACTION: 2, ACCOUNTING: 3, PENDING: 4 };

interface Progress {
  decided: boolean;
  eligible: boolean;
  documentsDone: boolean;
  transactionsDone: boolean;
  submitted: boolean;
}

function progress(status: Pick<UserStatus, 'stage' | 'stages_lists'>): Progress {
  const flags = mergeStagesLists(status.stages_lists);
  const stage = status.stage && Object.hasOwn(LATER, status.stage) ? LATER[status.stage as Stage] : -1;
  const eligible = flags.ELIGIBLE === true || stage >= LATER.ELIGIBLE;
  return {
    decided: flags.CHECK_ELIGIBILITY === true || eligible || flags.ELIGIBLE === false,
    eligible: eligible && flags.ELIGIBLE !== false,
    documentsDone: isStepDone(status, 'FINANCIALS'),
    transactionsDone: isStepDone(status, 'TRANSACTION'),
    submitted: stage === LATER.PENDING,
  };
}

/** Each screen (a path and the paths under it) with the states it may be shown in. */
const SCREENS: readonly [string, (p: Progress) => boolean][] = [
  ['/eligible-check', (p) => !p.decided && !p.submitted],
  ['/eligible-check-part-two', (p) => !p.decided && !p.submitted],
  ['/eligible', (p) => p.eligible && !p.documentsDone],
  ['/ineligible', (p) => p.decided && !p.eligible],
  ['/financials', (p) => p.eligible && !p.documentsDone],
  // Not /documents-email: its "Connect your systems" reloads the page to be taken on to the next step (spec).
  ['/subscriptions', (p) => p.documentsDone && !p.transactionsDone && !p.submitted],
  ['/accounting', (p) => p.transactionsDone && !p.submitted],
  ['/monthly-mapping', (p) => p.transactionsDone && !p.submitted],
  ['/funded', (p) => p.submitted],
];

function screenOf(pathname: string): string | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  // Longest first: /eligible-check is not /eligible.
  const match = SCREENS.map(([screen]) => screen)
    .filter((screen) => path === screen || path.startsWith(`${screen}/`))
    .sort((a, b) => b.length - a.length)[0];
  return match ?? null;
}

/**
 * Where the applicant should be after the session check on load: `pathname` itself when the state allows that
 * screen, otherwise the route section 4 gives (null when it gives none).
 */
export function routeOnLoad(
  pathname: string,
  status: Pick<UserStatus, 'stage' | 'stages_lists' | 'transactions_step'>,
): string | null {
  const screen = screenOf(pathname);
  const allowed = screen && SCREENS.find(([s]) => s === screen)![1](progress(status));
  return allowed ? pathname : resolveUserStatus(status).route;
}
