import { describe, expect, it } from '@jest/globals';
import {
  README_BEGIN,
  README_END,
  evaluate,
  markdownTable,
  mergeResults,
  parseFigure,
  replaceBetweenMarkers,
  textTable,
} from './bench-report.mjs';

// `npm run bench` exits non-zero on a missed goal and writes the README's table from these: a wrong comparison or a
// relative goal judged against the wrong number would report a goal met that is not.

const checkUser = {
  id: 'check-user.postgres',
  figure: 'check-user on PostgreSQL',
  value: 1257,
  unit: 'req/s',
  baseline: { label: 'bare Fastify', value: 29000, unit: 'req/s' },
  goal: { op: '>=', value: 0.25, of: 'baseline' },
};

describe('evaluate', () => {
  it('judges a relative goal against the baseline measured in the run', () => {
    expect(evaluate(checkUser)).toEqual({ threshold: 7250, met: false });
    expect(evaluate({ ...checkUser, value: 7250 }).met).toBe(true);
    expect(evaluate({ ...checkUser, baseline: { ...checkUser.baseline, value: 4000 } }).met).toBe(true);
  });

  it('judges an absolute goal in the figure’s unit, strict and not', () => {
    const p99 = { id: 'p99', figure: 'p99', value: 50, unit: 'ms', goal: { op: '<', value: 50 } };
    expect(evaluate(p99).met).toBe(false);
    expect(evaluate({ ...p99, goal: { op: '<=', value: 50 } }).met).toBe(true);
  });

  it('has no verdict for a figure without a goal', () => {
    expect(evaluate({ id: 'x', figure: 'x', value: 1, unit: 'ms' })).toEqual({ threshold: null, met: null });
  });
});

describe('parseFigure', () => {
  it('accepts the contract', () => {
    expect(parseFigure(JSON.stringify(checkUser))).toEqual(checkUser);
  });

  it('refuses a figure without a value or with an unknown comparator', () => {
    expect(() => parseFigure({ ...checkUser, value: 'fast' })).toThrow(/value must be a finite number/);
    expect(() => parseFigure({ ...checkUser, goal: { op: '=>', value: 1 } })).toThrow(/goal.op/);
  });

  it('refuses a relative goal whose baseline was not measured in the run', () => {
    expect(() =>
      parseFigure({ ...checkUser, baseline: { ...checkUser.baseline, source: 'issue #20' } }),
    ).toThrow(/measured in the same run/);
    expect(() => parseFigure({ ...checkUser, baseline: undefined })).toThrow(/measured in the same run/);
  });
});

describe('tables', () => {
  it('show the value, the baseline, the goal resolved against it and the verdict', () => {
    const text = textTable([checkUser]);
    expect(text).toContain('1,257 req/s');
    expect(text).toContain('29,000 req/s (bare Fastify)');
    expect(text).toContain('≥ 0.25 × baseline (7,250 req/s)');
    expect(text).toMatch(/\| NO$/m);
  });

  it('keep a pipe in a Markdown cell from splitting it', () => {
    const md = markdownTable({ figures: [{ ...checkUser, detail: 'a | b' }] });
    expect(md).toContain('a \\| b');
  });
});

describe('mergeResults', () => {
  it('replaces the figures a run measured and keeps the others', () => {
    const old = {
      figures: [
        { ...checkUser, file: 'check-user.bench.ts' },
        { ...checkUser, id: 'other', file: 'a.bench.ts' },
      ],
    };
    const merged = mergeResults(old, {
      at: 'now',
      figures: [{ ...checkUser, value: 2000, file: 'check-user.bench.ts' }],
    });
    expect(merged.figures.map((f) => [f.id, f.value])).toEqual([
      ['other', 1257],
      ['check-user.postgres', 2000],
    ]);
  });
});

describe('replaceBetweenMarkers', () => {
  it('rewrites only what lies between the markers', () => {
    const text = `# R\n\nbefore\n${README_BEGIN}\nold table\n${README_END}\nafter\n`;
    const out = replaceBetweenMarkers(text, 'new table');
    expect(out).toBe(`# R\n\nbefore\n${README_BEGIN}\n\nnew table\n\n${README_END}\nafter\n`);
  });

  it('refuses a README without the markers', () => {
    expect(() => replaceBetweenMarkers('# R\n', 'table')).toThrow(/markers/);
  });
});
