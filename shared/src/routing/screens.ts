import type { UserStatus } from '../api/types';
import { journey, type Journey } from '../journey/journey';
import { mergeStagesLists, resolveUserStatus } from './rules';

// Where an applicant may stay when a page is reloaded (or opened from a bookmark). Section 4's rules name one route
// per state; a reload of the screen the applicant was on (documents after the result, the mapping after the file
// was chosen) must not throw them back to it. A screen stays when the application's state allows what it does: the
// journey table's `stays` says which screens and at which progress.

/**
 * Where the applicant should be after the session check on load: `pathname` itself when the state allows that
 * screen, otherwise the route section 4 gives (null when it gives none).
 */
export function routeOnLoad(
  pathname: string,
  status: Pick<UserStatus, 'stage' | 'stages_lists' | 'transactions_step'>,
  j: Journey = journey,
): string | null {
  const stays = j.stayRule(pathname);
  const allowed =
    stays !== null &&
    stays(j.progress({ stage: status.stage, stages: mergeStagesLists(status.stages_lists) }));
  return allowed ? pathname : resolveUserStatus(status, j).route;
}
