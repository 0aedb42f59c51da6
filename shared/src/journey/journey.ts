import type { Stage } from '../api/types';
import { isUnder, screenOf } from './match';
import {
  JOURNEY,
  STAGES,
  type JourneyFlags,
  type JourneyProgress,
  type JourneyRow,
  type JourneyStepRule,
} from './table';

// What the journey table gives everyone who needs it: the remote of a path, the panel's entries, the route of a
// stage, whether a step is done, what blocks a step and the state once it is completed. Pure, and built from a table
// so that the tests can add a row and see every consumer follow.

/** An application's journey state as the server keeps it (and check-user reports it). */
export interface JourneyState {
  /** null until the email link is first used. */
  stage: Stage | null;
  stages: JourneyFlags;
}

/** Merged stages_lists and stage, as the browser has them from check-user. */
export interface JourneyStatus {
  stage?: Stage | string | null;
  stages: JourneyFlags;
}

type StepRow = JourneyRow & { step: JourneyStepRule };

const stageIndex = (stage: string | null | undefined): number =>
  stage == null ? -1 : (STAGES as readonly string[]).indexOf(stage);

/** `target`, unless the application is already further on: a step taken again never moves it back. */
export function advance(current: Stage | null, target: Stage): Stage {
  return current !== null && stageIndex(current) >= stageIndex(target) ? current : target;
}

export function journeyOf<T extends readonly JourneyRow[]>(table: T) {
  type Remote = T[number]['remote'];
  type Panel = Exclude<T[number]['panel'], null>;
  const steps = table.filter((row): row is StepRow => row.step !== undefined);
  const stepByKey = new Map(steps.map((row) => [row.key, row]));
  const stepOf = (key: string): StepRow => {
    const row = stepByKey.get(key);
    if (!row) throw new Error(`The journey has no step "${key}"`);
    return row;
  };

  const remoteNames: readonly Remote[] = [...new Set(table.map((row) => row.remote))];
  const remotePaths = {} as Record<Remote, readonly string[]>;
  for (const name of remoteNames)
    remotePaths[name] = table.filter((row) => row.remote === name).flatMap((row) => row.paths);
  const panelKeys = [...new Set(table.map((row) => row.panel).filter((panel) => panel !== null))] as Panel[];

  /** The steps `key` requires, directly or through another, in the table's order. */
  const requiredBy = (key: string): StepRow[] => {
    const needed = new Set<string>();
    const visit = (k: string) =>
      stepOf(k).step.requires.forEach((r) => {
        if (!needed.has(r)) {
          needed.add(r);
          visit(r);
        }
      });
    visit(key);
    return steps.filter((row) => needed.has(row.key));
  };

  /** The step's flag when stages_lists has it (a flag wins over the stage); otherwise whether the stage is past it. */
  const isDone = (status: JourneyStatus, key: string): boolean => {
    const { step } = stepOf(key);
    const flag = status.stages[step.flag];
    if (typeof flag === 'boolean') return flag;
    return step.movesTo !== null && stageIndex(status.stage) >= stageIndex(step.movesTo);
  };

  /** Done, with a decision's outcome positive (the outcome flag, or the stage the positive outcome moves to). */
  const isPassed = (status: JourneyStatus, key: string): boolean => {
    const { step } = stepOf(key);
    if (!isDone(status, key)) return false;
    if (!step.outcome) return true;
    const outcome = status.stages[step.outcome];
    if (typeof outcome === 'boolean') return outcome;
    return step.movesTo !== null && stageIndex(status.stage) >= stageIndex(step.movesTo);
  };

  const lastStage = STAGES[STAGES.length - 1];

  const progress = (status: JourneyStatus): JourneyProgress => {
    const submitted = status.stage === lastStage;
    const passed = (key: string) => isPassed(status, key);
    const done = (key: string) => isDone(status, key);
    return {
      done,
      passed,
      submitted,
      open: (key) => !submitted && !done(key) && stepOf(key).step.requires.every(passed),
    };
  };

  const stays = table.flatMap((row) => Object.entries(row.stays ?? {}));
  const stayScreens = stays.map(([path]) => path);

  return {
    table,
    steps,
    step: stepOf,
    /** The remotes, in the table's order. */
    remoteNames,
    /** Each remote's paths. */
    remotePaths,
    /** The remote whose screens include `pathname`, or null (the shell's own). */
    remoteForPath(pathname: string): Remote | null {
      return table.find((row) => row.paths.some((path) => isUnder(pathname, path)))?.remote ?? null;
    },
    /** `pathname` is a screen that looks after its own session. */
    ownsSession(pathname: string): boolean {
      return table.some(
        (row) => row.ownSession === true && row.paths.some((path) => isUnder(pathname, path)),
      );
    },
    /** The panel's entries in order, each with its screens and its steps. */
    panel: panelKeys.map((key) => {
      const rows = table.filter((row) => row.panel === key);
      return {
        key,
        paths: rows.flatMap((row) => row.paths),
        steps: rows.filter((row): row is StepRow => row.step !== undefined).map((row) => row.key),
      };
    }),
    /** The panel entry whose screens include `pathname`, or null (the welcome screen, NOT FOUND, the dashboard). */
    panelOfPath(pathname: string): Panel | null {
      return (table.find((row) => row.paths.some((path) => isUnder(pathname, path)))?.panel as Panel) ?? null;
    },
    /** The route of a stage when check-user gives no stages_lists; null for none or an unknown one. */
    routeForStage(stage: string | null | undefined): string | null {
      return (stage && table.find((row) => row.routeAt === stage)?.paths[0]) || null;
    },
    /** The steps in the order rule 8 of spec section 4 looks for the first not done. */
    rule8Order: [...steps].sort((a, b) => a.step.rule8 - b.step.rule8),
    isDone,
    isPassed,
    progress,
    /** The screen a reload of `pathname` may stay on, with the progress it may be shown at; null if none. */
    stayRule(pathname: string): ((progress: JourneyProgress) => boolean) | null {
      const screen = screenOf(pathname, stayScreens);
      return screen === null ? null : stays.find(([path]) => path === screen)![1];
    },
    /** The first step `key` requires that is not passed in `stages` (what the server refuses it for), or null. */
    blocking(key: string, stages: JourneyFlags): StepRow | null {
      return (
        requiredBy(key).find(
          ({ step }) =>
            stages[step.flag] !== true || (step.outcome !== undefined && stages[step.outcome] !== true),
        ) ?? null
      );
    },
    /** The refusal of `key` while `blocker` is not passed. */
    refusalText(key: string, blocker: StepRow): string {
      return blocker.step.before.replace('{doing}', stepOf(key).step.doing);
    },
    /** The state once the email link is first used: verified, the first step not taken yet. */
    verified(): JourneyState {
      return { stage: STAGES[0], stages: { [steps[0].step.flag]: false } };
    },
    /** The state once `key` is completed; a decision (eligibility) with its outcome, which moves on only if positive. */
    completed(key: string, state: JourneyState, outcome: { eligible?: boolean } = {}): JourneyState {
      const { step } = stepOf(key);
      const stages: Record<string, boolean | undefined> = { ...state.stages, [step.flag]: true };
      const positive = step.outcome === undefined || outcome.eligible === true;
      if (step.outcome !== undefined) stages[step.outcome] = positive;
      for (const reopened of step.reopens ?? []) stages[stepOf(reopened).step.flag] = false;
      const stage =
        positive && step.movesTo !== null ? advance(state.stage, step.movesTo) : (state.stage ?? STAGES[0]);
      return { stage, stages };
    },
  };
}

export type Journey = ReturnType<typeof journeyOf>;

/** The product's journey (table.ts). */
export const journey = journeyOf(JOURNEY);
