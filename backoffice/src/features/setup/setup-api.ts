import type { Language } from '@onboarding/shared';
import { staffApi } from '@onboarding/shared/backoffice/client';

export interface SetupAnswer {
  /** The enrolment page to go on to, its token in the fragment (/enrol#token=…). */
  enrolmentPath: string;
  mailSent: boolean;
}

/** Uses the setup link: the address becomes the first administrator's, invited and about to enrol. */
export async function redeemSetupLink(body: {
  token: string;
  email: string;
  language: Language;
}): Promise<SetupAnswer> {
  return (await staffApi.post<SetupAnswer>('/setup', body)).data;
}
