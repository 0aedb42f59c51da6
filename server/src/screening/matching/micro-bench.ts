// Time per scored pair over the labelled set (names normalised once, as a list's names are in the cache):
//   npx tsx server/src/screening/matching/micro-bench.ts
// Not a test: the figure depends on the machine and its load.
import { evaluateLabelledSet } from './evaluate';
import { buildLabelledSet } from './labelled-set';
import { scoreParty } from './score';

const cases = buildLabelledSet();
for (const c of cases) scoreParty(c.query, c.entry);
const rounds = 50;
// CPU time as well as wall time: on a shared machine the wall clock also counts other processes' turns.
const cpuStart = process.cpuUsage();
const start = process.hrtime.bigint();
for (let r = 0; r < rounds; r++) for (const c of cases) scoreParty(c.query, c.entry);
const micros = Number(process.hrtime.bigint() - start) / 1000 / (rounds * cases.length);
const cpu = process.cpuUsage(cpuStart);
const cpuMicros = (cpu.user + cpu.system) / (rounds * cases.length);
const coldStart = process.hrtime.bigint();
const e = evaluateLabelledSet(cases);
const evalMs = Number(process.hrtime.bigint() - coldStart) / 1e6;
console.log(
  `${cases.length} cases, warm: ${micros.toFixed(1)} µs per pair (wall), ${cpuMicros.toFixed(1)} µs (CPU); whole evaluation ${evalMs.toFixed(0)} ms`,
);
console.log(
  `recall ${(e.recall * 100).toFixed(1)} %, precision ${(e.precision * 100).toFixed(1)} %, key recall ${(e.keyRecall * 100).toFixed(1)} % at ${e.threshold}`,
);
