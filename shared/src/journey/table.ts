import type { Stage } from '../api/types';
import { PATHS } from './paths';

// The applicant's journey, one row per group of screens: the remote that serves them, the journey panel's entry
// they show under, and, for a step the applicant takes, its flag in stages_lists, what it requires and the stage
// its completion moves the application on to. Everything that knows the journey derives from this table
// (journey.ts): the server's checks (server/src/lifecycle/journey.ts), the routing rules of spec section 4
// (routing/rules.ts), the reload rule (routing/screens.ts), the shell's remote of a path (shell/src/app/remote-paths.ts)
// and the journey panel. A new step is one more row (journey.test.ts adds one).

/** The stages in the order an application moves through them (schemas/responses.ts stageSchema). */
export const STAGES = [
  'VERIFIED',
  'ELIGIBLE',
  'TRANSACTION',
  'ACCOUNTING',
  'PENDING',
] as const satisfies readonly Stage[];

/** An application's stages_lists flags, by name (StageFlags, open to a step's new flag). */
export type JourneyFlags = Readonly<Record<string, boolean | undefined>>;

/** What the reload rule knows of an application's progress, by step key. */
export interface JourneyProgress {
  /** The step is completed (eligibility: decided, whichever way). */
  done(step: string): boolean;
  /** The step is completed and lets the next ones on (eligibility: decided eligible). */
  passed(step: string): boolean;
  /** The step can be taken now: what it requires is passed, it is not done, nothing is submitted yet. */
  open(step: string): boolean;
  /** The application is submitted for review (the last stage). */
  submitted: boolean;
}

/** A step the applicant takes and the server checks. */
export interface JourneyStepRule {
  /** Its flag in stages_lists: set true once the step is completed. */
  flag: string;
  /** A decision's outcome flag (eligibility: ELIGIBLE): the next steps need it true as well. */
  outcome?: string;
  /** Steps whose flags its completion sets false again: a new decision opens them again. */
  reopens?: readonly string[];
  /** The steps that must be passed first. */
  requires: readonly string[];
  /** The stage its completion moves the application on to (never back); null: the stage stays. */
  movesTo: Stage | null;
  /** What the applicant does in it, as the refusal of a step taken too early names it. */
  doing: string;
  /** The refusal of a step that requires this one while it is not passed; `{doing}` is that step's `doing`. */
  before: string;
  /** Its place in rule 8 of spec section 4 ("the route of the first flag not true"), which checks documents last. */
  rule8: number;
}

export interface JourneyRow {
  key: string;
  /** The remote that serves these screens (its name in remotes.json). */
  remote: string;
  /** The journey panel's entry they show under; rows sharing one are one entry. null: not in the panel. */
  panel: string | null;
  /** Their paths, each with the paths under it; the first is where the routing rules send the applicant. */
  paths: readonly string[];
  /** The stage whose route, when check-user gives no stages_lists, is the first path. */
  routeAt?: Stage;
  /** The screens look after their own session: the shell neither sends a visitor away nor moves them on. */
  ownSession?: boolean;
  /** The screens a reload may stay on, each with the progress it may be shown at (otherwise section 4's route). */
  stays?: Readonly<Record<string, (progress: JourneyProgress) => boolean>>;
  step?: JourneyStepRule;
}

const whileOpen = (step: string) => (p: JourneyProgress) => p.open(step);

export const JOURNEY = [
  {
    // Sign-up and "check your email": before the session, shown with the eligibility step in the panel.
    key: 'registration',
    remote: 'eligibility',
    panel: 'eligibility',
    paths: [PATHS.login, PATHS.emailCheck],
  },
  {
    key: 'eligibility',
    remote: 'eligibility',
    panel: 'eligibility',
    paths: [PATHS.eligibleCheck, PATHS.eligibleCheckPartTwo],
    routeAt: 'VERIFIED',
    stays: {
      [PATHS.eligibleCheck]: whileOpen('eligibility'),
      [PATHS.eligibleCheckPartTwo]: whileOpen('eligibility'),
    },
    step: {
      flag: 'CHECK_ELIGIBILITY',
      outcome: 'ELIGIBLE',
      reopens: ['documents'],
      requires: [],
      movesTo: 'ELIGIBLE',
      doing: 'checking your eligibility',
      before: 'Please complete the eligibility check before {doing}.',
      rule8: 0,
    },
  },
  {
    // The decision: eligible (on to the documents) or not.
    key: 'decision',
    remote: 'eligibility',
    panel: 'eligibility',
    paths: [PATHS.eligible, PATHS.ineligible],
    routeAt: 'ELIGIBLE',
    stays: {
      [PATHS.eligible]: (p) => p.passed('eligibility') && !p.done('documents'),
      [PATHS.ineligible]: (p) => p.done('eligibility') && !p.passed('eligibility'),
    },
  },
  {
    key: 'documents',
    remote: 'documents',
    panel: 'documents',
    paths: [PATHS.financials, PATHS.documentsEmail],
    // Not /documents-email: its "Connect your systems" reloads the page to be taken on to the next step (spec).
    stays: { [PATHS.financials]: whileOpen('documents') },
    step: {
      flag: 'FINANCIALS',
      requires: ['eligibility'],
      movesTo: 'TRANSACTION',
      doing: 'uploading your documents',
      before: 'Please upload your documents first.',
      rule8: 3,
    },
  },
  {
    key: 'transactions',
    remote: 'transactions',
    panel: 'systems',
    paths: [PATHS.subscriptions],
    routeAt: 'TRANSACTION',
    stays: { [PATHS.subscriptions]: whileOpen('transactions') },
    step: {
      flag: 'TRANSACTION',
      requires: ['documents'],
      movesTo: 'ACCOUNTING',
      doing: 'connecting your transaction system',
      before: 'Please connect your transaction system first.',
      rule8: 1,
    },
  },
  {
    key: 'accounting',
    remote: 'accounting',
    panel: 'systems',
    paths: [PATHS.accounting, PATHS.monthlyMapping],
    routeAt: 'ACCOUNTING',
    stays: { [PATHS.accounting]: whileOpen('accounting'), [PATHS.monthlyMapping]: whileOpen('accounting') },
    step: {
      flag: 'ACCOUNTING',
      requires: ['transactions'],
      movesTo: 'PENDING',
      doing: 'connecting your accounting system',
      before: 'Please connect your accounting system first.',
      rule8: 2,
    },
  },
  {
    // Submitted: the transactions remote's "connected" screen says what comes next.
    key: 'funded',
    remote: 'transactions',
    panel: 'funded',
    paths: [PATHS.funded],
    routeAt: 'PENDING',
    stays: { [PATHS.funded]: (p) => p.submitted },
  },
  {
    // The applicant's dashboard signs a returning applicant in itself; the journey's step rules do not apply to it.
    key: 'dashboard',
    remote: 'dashboard',
    panel: null,
    paths: [PATHS.dashboard],
    ownSession: true,
  },
] as const satisfies readonly JourneyRow[];

type Row = (typeof JOURNEY)[number];

/** The keys of the steps the applicant takes, in order. */
export type JourneyStepKey = Extract<Row, { step: object }>['key'];
/** The remotes that serve the applicant's screens (remotes.json's names). */
export type RemoteName = Row['remote'];
/** The journey panel's entries. */
export type PanelKey = Exclude<Row['panel'], null>;
