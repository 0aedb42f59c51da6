import type { UserStatus } from '../api/types';
import { routeOnLoad } from './screens';

const at = (stage: string | null, ...stages_lists: object[]) =>
  ({ stage, stages_lists, transactions_step: null }) as unknown as UserStatus;

const verified = at('VERIFIED', { CHECK_ELIGIBILITY: false });
const eligible = at('ELIGIBLE', { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: false });
const ineligible = at('VERIFIED', { CHECK_ELIGIBILITY: true, ELIGIBLE: false, FINANCIALS: false });
const documentsDone = at('TRANSACTION', { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true });
const transactionsDone = at('ACCOUNTING', {
  CHECK_ELIGIBILITY: true,
  ELIGIBLE: true,
  FINANCIALS: true,
  TRANSACTION: true,
});
const submitted = at('PENDING', {
  CHECK_ELIGIBILITY: true,
  ELIGIBLE: true,
  FINANCIALS: true,
  TRANSACTION: true,
  ACCOUNTING: true,
});

describe('routeOnLoad: a reload keeps the screen the application allows', () => {
  it.each([
    ['/eligible-check-part-two', verified, '/eligible-check-part-two'],
    ['/financials', eligible, '/financials'],
    ['/eligible', eligible, '/eligible'],
    ['/ineligible', ineligible, '/ineligible'],
    ['/subscriptions/file/mapping', documentsDone, '/subscriptions/file/mapping'],
    ['/monthly-mapping', transactionsDone, '/monthly-mapping'],
    ['/accounting', transactionsDone, '/accounting'],
    ['/funded', submitted, '/funded'],
  ])('%s stays while it can be used', (path, status, expected) => {
    expect(routeOnLoad(path, status)).toBe(expected);
  });

  it.each([
    ['/', eligible, '/eligible'],
    ['/financials', verified, '/eligible-check'],
    ['/eligible-check', eligible, '/eligible'],
    ['/financials', ineligible, '/eligible'],
    ['/financials', documentsDone, '/subscriptions'],
    // Its button reloads the page to move on (spec, /documents-email).
    ['/documents-email', documentsDone, '/subscriptions'],
    ['/monthly-mapping', documentsDone, '/subscriptions'],
    ['/accounting', submitted, '/funded'],
    ['/subscriptions', transactionsDone, '/accounting'],
    ['/login', verified, '/eligible-check'],
  ])('%s goes where section 4 says once it cannot be used', (path, status, expected) => {
    expect(routeOnLoad(path, status)).toBe(expected);
  });

  it('follows the stage alone when there are no stages_lists', () => {
    expect(routeOnLoad('/financials', at('ELIGIBLE'))).toBe('/financials');
    expect(routeOnLoad('/financials', at('VERIFIED'))).toBe('/eligible-check');
    expect(routeOnLoad('/anything', at(null))).toBeNull();
  });
});
