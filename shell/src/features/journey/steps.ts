import {
  connectSystemCompletedAtom,
  eligibleCompletedAtom,
  foundedCompletedAtom,
  uploadDocumentsCompletedAtom,
} from '@onboarding/shared';
import type { Atom } from 'jotai';

/** The four journey steps of the panel, in order, each with the completed flag that lights its status icon. */
export type JourneyStepKey = 'eligibility' | 'documents' | 'systems' | 'funded';

export const JOURNEY_STEPS: readonly {
  key: JourneyStepKey;
  done: Atom<boolean>;
  /** The screens of the step: the panel marks the step whose screen is open as the current one. */
  paths: readonly string[];
}[] = [
  {
    key: 'eligibility',
    done: eligibleCompletedAtom,
    paths: [
      '/login',
      '/email-check',
      '/eligible-check',
      '/eligible-check-part-two',
      '/eligible',
      '/ineligible',
    ],
  },
  { key: 'documents', done: uploadDocumentsCompletedAtom, paths: ['/financials', '/documents-email'] },
  {
    key: 'systems',
    done: connectSystemCompletedAtom,
    paths: ['/subscriptions', '/accounting', '/monthly-mapping'],
  },
  { key: 'funded', done: foundedCompletedAtom, paths: ['/funded'] },
];

/** The step `pathname` belongs to, or null (the welcome screen, NOT FOUND). */
export function stepOfPath(pathname: string): JourneyStepKey | null {
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return (
    JOURNEY_STEPS.find((step) => step.paths.some((p) => path === p || path.startsWith(`${p}/`)))?.key ?? null
  );
}
