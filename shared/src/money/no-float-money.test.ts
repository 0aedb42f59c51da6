import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Money is integer minor units and basis points, and only this module turns it into text or back (ARCHITECTURE.md,
// "Layers and rule tables"). This test reads every source file of the apps and the server and fails on the shapes
// float money takes: a quotient or product of an amount by 100 or 10 000, a rounding of such a product, toFixed, or
// Intl's currency style outside this module. A line that is not money says so with `not-money:` and why.

const ROOT = path.resolve(__dirname, '../../..');
const TREES = ['shared/src', 'shell/src', 'backoffice/src', 'remotes', 'server/src'];
const SKIP_DIRS = new Set(['node_modules', 'dist', '@mf-types', 'coverage']);
const MONEY_MODULE = path.join('shared', 'src', 'money');

/** An identifier that names an amount of money or a rate of one. */
const MONEY_NAME = String.raw`\w*(?:amount|minor|cents|dollars|price|money|cost|profit|revenue|gmv|take|billings|mrr|bps|basisPoints|share|rate)\w*`;

/**
 * Lines known to match that are not money, or float money not yet moved to integers, each with why. An entry that no
 * longer matches fails the test, so the list only shrinks.
 */
const KNOWN: { file: string; text: string; why: string }[] = [
  { file: 'shared/src/ui/ProgressBar.tsx', text: 'Math.round(fraction * 100)', why: 'a progress percentage' },
];

const RULES: { name: string; pattern: RegExp }[] = [
  {
    name: 'an amount multiplied or divided by 100 or 10 000 in floating point',
    pattern: new RegExp(String.raw`\b${MONEY_NAME}\)?\s*[*/]\s*(?:100|10_?000|10\s*\*\*)\b(?!n)`, 'i'),
  },
  {
    name: 'a product rounded to cents (Math.round(x * 100))',
    pattern: /Math\.(?:round|floor|ceil|trunc)\([^()]*\*\s*100\b(?!n)/,
  },
  { name: 'toFixed on an amount', pattern: new RegExp(String.raw`\b${MONEY_NAME}\)?\.toFixed\(`, 'i') },
  { name: 'toFixed(2): cents written through a float', pattern: /\.toFixed\(2\)/ },
  { name: "Intl's currency style outside the money module", pattern: /style:\s*'currency'|currencyDisplay:/ },
];

function* sources(dir: string): Generator<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* sources(full);
    else if (/\.(?:ts|tsx|mjs)$/.test(entry.name) && !/\.(?:test|spec)\.tsx?$|\.d\.ts$/.test(entry.name))
      yield full;
  }
}

/** Every line of the source trees that breaks a rule ("file:line: rule: code"), and the known entries met. */
function scan(root = ROOT, known = KNOWN): { found: string[]; met: Set<string> } {
  const found: string[] = [];
  const met = new Set<string>();
  for (const tree of TREES) {
    const dir = path.join(root, tree);
    if (!fs.existsSync(dir)) continue;
    for (const file of sources(dir)) {
      const relative = path.relative(root, file);
      if (relative.startsWith(MONEY_MODULE + path.sep)) continue;
      const lines = fs.readFileSync(file, 'utf8').split('\n');
      lines.forEach((line, i) => {
        if (/not-money:/.test(line) || /not-money:/.test(lines[i - 1] ?? '')) return;
        if (/^\s*(?:\/\/|\*|\/\*)/.test(line)) return;
        const entry = known.find(
          (k) => k.file === relative.split(path.sep).join('/') && line.includes(k.text),
        );
        if (entry) {
          met.add(entry.file);
          return;
        }
        for (const rule of RULES)
          if (rule.pattern.test(line)) found.push(`${relative}:${i + 1}: ${rule.name}: ${line.trim()}`);
      });
    }
  }
  return { found, met };
}

describe('no float money', () => {
  it('finds no amount computed or formatted through floating point outside the money module', () => {
    const { found, met } = scan();
    expect(found).toEqual([]);
    // Each known line is still there: once fixed, its entry goes.
    expect(KNOWN.filter((k) => !met.has(k.file)).map((k) => k.file)).toEqual([]);
  });

  it('catches the shapes it looks for', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'money-'));
    const file = path.join(dir, 'server/src/x.ts');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(
      file,
      [
        'const a = Math.round(amount * 100);',
        'const b = amountMinor / 100;',
        'const c = (bps / 100).toFixed(2);',
        "const d = new Intl.NumberFormat('en', { style: 'currency', currency });",
        'const e = BigInt(amountMinor) * 100n;',
        '// not-money: a progress bar',
        'const f = Math.round(fraction * 100);',
      ].join('\n'),
    );
    try {
      expect(scan(dir, []).found.map((l) => l.split(':')[1])).toEqual(['1', '1', '2', '3', '3', '4']);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
