import {
  connectSystemCompletedAtom,
  eligibleCompletedAtom,
  foundedCompletedAtom,
  journey,
  uploadDocumentsCompletedAtom,
  type PanelKey,
} from '@onboarding/shared';
import type { Atom } from 'jotai';

/** The journey steps of the panel: the journey table's panel entries (@onboarding/shared, journey/table.ts). */
export type JourneyStepKey = PanelKey;

/** The completed flag that lights each entry's status icon (spec section 4's flags, set from check-user). */
const DONE: Record<PanelKey, Atom<boolean>> = {
  eligibility: eligibleCompletedAtom,
  documents: uploadDocumentsCompletedAtom,
  systems: connectSystemCompletedAtom,
  funded: foundedCompletedAtom,
};

export const JOURNEY_STEPS: readonly {
  key: JourneyStepKey;
  done: Atom<boolean>;
  /** The screens of the step: the panel marks the step whose screen is open as the current one. */
  paths: readonly string[];
}[] = journey.panel.map(({ key, paths }) => ({ key, done: DONE[key], paths }));

/** The step `pathname` belongs to, or null (the welcome screen, NOT FOUND, the dashboard). */
export const stepOfPath = (pathname: string): JourneyStepKey | null => journey.panelOfPath(pathname);
