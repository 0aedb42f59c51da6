import {
  connectSystemCompletedAtom,
  eligibleCompletedAtom,
  foundedCompletedAtom,
  uploadDocumentsCompletedAtom,
} from '@onboarding/shared';
import type { Atom } from 'jotai';

/** The four journey steps of the panel, in order, each with the completed flag that lights its status icon. */
export const JOURNEY_STEPS: readonly {
  key: 'eligibility' | 'documents' | 'systems' | 'funded';
  done: Atom<boolean>;
}[] = [
  { key: 'eligibility', done: eligibleCompletedAtom },
  { key: 'documents', done: uploadDocumentsCompletedAtom },
  { key: 'systems', done: connectSystemCompletedAtom },
  { key: 'funded', done: foundedCompletedAtom },
];
