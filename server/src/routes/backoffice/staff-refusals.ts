import { HttpError } from '../../lib/http-error';
import { StaffError, type StaffErrorCode } from '../../staff/accounts';
import { SetupError, type SetupErrorCode } from '../../staff/setup';

// The staff modules' refusals (accounts, team moves, setup links) are shown as they are; each code has one status.
const STATUS: Record<StaffErrorCode | SetupErrorCode, number> = {
  invalid: 400,
  token: 400,
  password: 400,
  code: 400,
  exists: 409,
  state: 409,
  'admin-exists': 409,
  unknown: 404,
};

/** Runs `work`, turning a staff refusal into its HTTP answer; anything else goes on to the errors plugin. */
export async function answering<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof StaffError || err instanceof SetupError)
      throw new HttpError(STATUS[err.code], err.message);
    throw err;
  }
}
