import fs from 'node:fs';
import path from 'node:path';
import { stageSchema } from '../schemas/responses';
import { routeFromStages } from '../routing/rules';
import { routeOnLoad } from '../routing/screens';
import { journey, journeyOf } from './journey';
import { PATHS } from './paths';
import { JOURNEY, STAGES, type JourneyRow } from './table';

const ROOT = path.resolve(__dirname, '../../..');

describe('the journey table', () => {
  it('names the stages of the answers, in their order', () => {
    expect(STAGES).toEqual(stageSchema.options);
  });

  it('names the remotes the hosts list in /remotes.json, and every remote has a workspace', () => {
    const hostServer = fs.readFileSync(path.join(ROOT, 'scripts/lib/host-server.mjs'), 'utf8');
    const offsets = /REMOTE_OFFSETS = \{([^}]*)\}/.exec(hostServer)![1];
    const listed = [...offsets.matchAll(/(\w+):/g)].map((m) => m[1]);
    expect([...journey.remoteNames].sort()).toEqual([...listed].sort());
    for (const name of journey.remoteNames)
      expect(fs.existsSync(path.join(ROOT, 'remotes', name))).toBe(true);
  });

  it('gives every path to exactly one row, and each row a path', () => {
    const all = JOURNEY.flatMap((row) => row.paths);
    expect(new Set(all).size).toBe(all.length);
    for (const row of JOURNEY) expect(row.paths.length).toBeGreaterThan(0);
  });

  it('requires only steps before the step, so the journey has an order', () => {
    const keys = journey.steps.map((row) => row.key);
    journey.steps.forEach((row, at) => {
      for (const required of row.step.requires) expect(keys.slice(0, at)).toContain(required);
    });
  });

  it('gives the panel its four entries in order, the dashboard in none', () => {
    expect(journey.panel.map((entry) => entry.key)).toEqual([
      'eligibility',
      'documents',
      'systems',
      'funded',
    ]);
    expect(journey.panelOfPath('/subscriptions/file')).toBe('systems');
    expect(journey.panelOfPath('/Monthly-Mapping/')).toBe('systems');
    expect(journey.panelOfPath('/dashboard')).toBeNull();
    expect(journey.panelOfPath('/')).toBeNull();
  });

  it('lets rule 8 look at documents last, as spec section 4 orders the flags', () => {
    expect(journey.rule8Order.map((row) => row.step.flag)).toEqual([
      'CHECK_ELIGIBILITY',
      'TRANSACTION',
      'ACCOUNTING',
      'FINANCIALS',
    ]);
  });
});

describe('a new step is one row', () => {
  // A compliance step (owners and directors) after the documents, served by a remote of its own.
  const compliance: JourneyRow = {
    key: 'compliance',
    remote: 'compliance',
    panel: 'compliance',
    paths: ['/owners-and-directors'],
    stays: { '/owners-and-directors': (p) => p.open('compliance') },
    step: {
      flag: 'COMPLIANCE',
      requires: ['documents'],
      movesTo: null,
      doing: 'naming your owners and directors',
      before: 'Please name your owners and directors first.',
      rule8: 4,
    },
  };
  const at = JOURNEY.findIndex((row) => row.key === 'documents') + 1;
  const withCompliance = journeyOf([...JOURNEY.slice(0, at), compliance, ...JOURNEY.slice(at)]);
  const documentsDone = { CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true };
  const allDone = { ...documentsDone, TRANSACTION: true, ACCOUNTING: true };

  it('gives its remote its paths', () => {
    expect(withCompliance.remoteNames).toContain('compliance');
    expect(withCompliance.remotePaths.compliance).toEqual(['/owners-and-directors']);
    expect(withCompliance.remoteForPath('/owners-and-directors/2')).toBe('compliance');
    expect(withCompliance.remoteForPath('/financials')).toBe('documents');
  });

  it('gives the panel an entry after the documents', () => {
    expect(withCompliance.panel.map((entry) => entry.key)).toEqual([
      'eligibility',
      'documents',
      'compliance',
      'systems',
      'funded',
    ]);
    expect(withCompliance.panelOfPath('/owners-and-directors')).toBe('compliance');
  });

  it('has the server refuse it before the documents, and allow it after', () => {
    const eligible = withCompliance.completed('eligibility', withCompliance.verified(), { eligible: true });
    const blocker = withCompliance.blocking('compliance', eligible.stages);
    expect(blocker?.key).toBe('documents');
    expect(withCompliance.refusalText('compliance', blocker!)).toBe('Please upload your documents first.');
    const documents = withCompliance.completed('documents', eligible);
    expect(withCompliance.blocking('compliance', documents.stages)).toBeNull();
    expect(withCompliance.refusalText('transactions', withCompliance.step('compliance'))).toBe(
      'Please name your owners and directors first.',
    );
    const done = withCompliance.completed('compliance', documents);
    expect(done).toEqual({ stage: 'TRANSACTION', stages: { ...documentsDone, COMPLIANCE: true } });
  });

  it('has the routing rules send an applicant to it until it is done', () => {
    expect(routeFromStages(allDone, withCompliance)).toBe('/owners-and-directors');
    expect(routeFromStages({ ...allDone, COMPLIANCE: true }, withCompliance)).toBe(PATHS.funded);
    // The product's journey, without the row, is finished.
    expect(routeFromStages(allDone)).toBe(PATHS.funded);
  });

  it('lets a reload stay on it while it is open', () => {
    const status = (flags: object) => ({
      stage: 'ACCOUNTING' as const,
      stages_lists: [flags],
      transactions_step: null,
    });
    expect(
      routeOnLoad('/owners-and-directors', status({ ...documentsDone, TRANSACTION: true }), withCompliance),
    ).toBe('/owners-and-directors');
    expect(
      routeOnLoad(
        '/owners-and-directors',
        status({ ...documentsDone, TRANSACTION: true, COMPLIANCE: true }),
        withCompliance,
      ),
    ).toBe('/accounting');
  });
});
