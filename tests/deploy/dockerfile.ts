// Just enough of the Dockerfile syntax to check ours (tests/deploy/images.test.ts): stages, ARG, ENV, USER, COPY,
// RUN, CMD and HEALTHCHECK, with line continuations and comments. Build arguments are substituted on request.

export interface Instruction {
  keyword: string;
  /** The text after the keyword, continuations joined. */
  text: string;
  /** The exec form (`["node", "x.js"]`) parsed, or the shell form split on blanks. */
  args: string[];
  execForm: boolean;
}

export interface Stage {
  image: string;
  name?: string;
  /** ARGs declared in the stage, with their defaults (undefined: none). */
  args: Map<string, string | undefined>;
  instructions: Instruction[];
}

export interface Dockerfile {
  /** ARGs before the first FROM (usable in FROM lines), with their defaults. */
  globalArgs: Map<string, string | undefined>;
  stages: Stage[];
}

function logicalLines(text: string): string[] {
  const lines: string[] = [];
  let current = '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!current && (line === '' || line.startsWith('#'))) continue;
    if (line.startsWith('#')) continue; // a comment inside a continued instruction
    if (line.endsWith('\\')) {
      current += `${line.slice(0, -1)} `;
      continue;
    }
    lines.push(current + line);
    current = '';
  }
  if (current) lines.push(current);
  return lines;
}

function parseArgs(text: string): { args: string[]; execForm: boolean } {
  if (text.startsWith('[')) return { args: JSON.parse(text) as string[], execForm: true };
  return { args: text.split(/\s+/).filter(Boolean), execForm: false };
}

function parseArg(text: string): [string, string | undefined] {
  const eq = text.indexOf('=');
  return eq === -1 ? [text.trim(), undefined] : [text.slice(0, eq).trim(), text.slice(eq + 1).trim()];
}

export function parseDockerfile(text: string): Dockerfile {
  const globalArgs = new Map<string, string | undefined>();
  const stages: Stage[] = [];
  for (const line of logicalLines(text)) {
    const match = /^(\w+)\s*(.*)$/.exec(line);
    if (!match) throw new Error(`not an instruction: ${line}`);
    const keyword = match[1].toUpperCase();
    const rest = match[2];
    if (keyword === 'FROM') {
      const [image, as, name] = rest.split(/\s+/);
      stages.push({
        image,
        name: as?.toUpperCase() === 'AS' ? name : undefined,
        args: new Map(),
        instructions: [],
      });
      continue;
    }
    const stage = stages.at(-1);
    if (keyword === 'ARG') {
      const [name, value] = parseArg(rest);
      (stage ? stage.args : globalArgs).set(name, value);
      continue;
    }
    if (!stage) throw new Error(`${keyword} before the first FROM`);
    stage.instructions.push({ keyword, text: rest, ...parseArgs(keyword === 'HEALTHCHECK' ? '' : rest) });
  }
  return { globalArgs, stages };
}

/** `${NAME}` and `$NAME` replaced by `values`; an unknown name is an error, not an empty string. */
export function substitute(text: string, values: Record<string, string | undefined>): string {
  return text.replace(/\$\{(\w+)\}|\$(\w+)/g, (whole, braced: string, bare: string) => {
    const name = braced ?? bare;
    const value = values[name];
    if (value === undefined) throw new Error(`${whole} has no value`);
    return value;
  });
}

/** The stage's base image with the global ARGs' defaults (or `values`) substituted. */
export function stageImage(file: Dockerfile, stage: Stage, values: Record<string, string> = {}): string {
  const defaults = Object.fromEntries([...file.globalArgs].filter(([, v]) => v !== undefined)) as Record<
    string,
    string
  >;
  return substitute(stage.image, { ...defaults, ...values });
}

/** COPY instructions that read the build context (not another stage): their sources. */
export function contextCopies(stage: Stage): { sources: string[]; destination: string }[] {
  return stage.instructions
    .filter((i) => i.keyword === 'COPY' && !i.args.some((a) => a.startsWith('--from=')))
    .map((i) => {
      const parts = i.args.filter((a) => !a.startsWith('--'));
      return { sources: parts.slice(0, -1), destination: parts.at(-1)! };
    });
}
