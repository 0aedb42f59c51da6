import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { COMMANDS } from '../topology/harness/commands';
import {
  API_ONLY,
  backofficeEnvironment,
  HARNESS_ONLY,
  INTEGRATION_ONLY,
  serverEnvironment,
  shellEnvironment,
  type RunAddresses,
} from '../topology/harness/environment';
import { REMOTE_NAMES, topologyPorts } from '../topology/harness/ports';
import { contextCopies, parseDockerfile, stageImage, substitute, type Dockerfile } from './dockerfile';

// docker-compose.yml and the Dockerfiles, read as ops would build them: no Docker engine runs here, so this is what
// stands between a change and images that do not build, or build something the topology suite never tested.

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => fs.readFileSync(path.join(ROOT, file), 'utf8');

interface Service {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  image?: string;
  command?: string[];
  environment?: Record<string, string>;
}
const compose = parse(read('docker-compose.yml'), { merge: true }) as { services: Record<string, Service> };
const services = compose.services;
const built = Object.entries(services).filter(([, s]) => s.build) as [string, Required<Service>][];
const dockerfiles = new Map<string, Dockerfile>(
  [...new Set(built.map(([, s]) => s.build.dockerfile))].map((file) => [file, parseDockerfile(read(file))]),
);
const dockerfileOf = (name: string) => dockerfiles.get(services[name].build!.dockerfile)!;
const buildArgs = (name: string) => services[name].build?.args ?? {};
const nodeMajor = read('.nvmrc').trim();

/** Every build argument in scope of a stage's instructions: the global defaults, the stage's, then compose's. */
function argValues(file: Dockerfile, stageIndex: number, args: Record<string, string>) {
  const values: Record<string, string | undefined> = {};
  for (const [k, v] of file.globalArgs) values[k] = v;
  for (const [k, v] of file.stages[stageIndex].args) values[k] = v ?? values[k];
  return { ...values, ...args };
}

/** The RUN and CMD commands of a service's image, build arguments substituted. */
function commands(name: string, keyword: 'RUN' | 'CMD', stage: 'build' | 'final') {
  const file = dockerfileOf(name);
  const index = stage === 'final' ? file.stages.length - 1 : file.stages.findIndex((s) => s.name === stage);
  const values = argValues(file, index, buildArgs(name));
  return file.stages[index].instructions
    .filter((i) => i.keyword === keyword)
    .map((i) => (i.execForm ? i.args : i.args.map((a) => substitute(a, values))));
}

describe('docker-compose.yml and the Dockerfiles', () => {
  it('every built service has a Dockerfile and passes exactly the build arguments it declares', () => {
    for (const [name, service] of built) {
      expect([name, fs.existsSync(path.join(ROOT, service.build.dockerfile))]).toEqual([name, true]);
      const file = dockerfileOf(name);
      const declared = new Set([
        ...file.globalArgs.keys(),
        ...file.stages.flatMap((s) => [...s.args.keys()]),
      ]);
      const required = file.stages.flatMap((s) =>
        [...s.args]
          .filter(([k, v]) => v === undefined && file.globalArgs.get(k) === undefined)
          .map(([k]) => k),
      );
      const given = Object.keys(service.build.args ?? {});
      expect([name, required.filter((arg) => !given.includes(arg))]).toEqual([name, []]);
      expect([name, given.filter((arg) => !declared.has(arg))]).toEqual([name, []]);
    }
  });

  it('every COPY source exists and is not left out of the build context by .dockerignore', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    const isIgnored = (source: string) =>
      source
        .split('/')
        .map((_, i, parts) => parts.slice(0, i + 1).join('/'))
        .some((prefix) => ignored.some((pattern) => path.matchesGlob(prefix, pattern)));
    for (const [name] of built) {
      const file = dockerfileOf(name);
      file.stages.forEach((stage, index) => {
        const values = argValues(file, index, buildArgs(name));
        for (const { sources } of contextCopies(stage)) {
          for (const source of sources.map((s) => substitute(s, values).replace(/\/$/, ''))) {
            expect([name, source, fs.existsSync(path.join(ROOT, source))]).toEqual([name, source, true]);
            expect([name, source, isIgnored(source)]).toEqual([name, source, false]);
          }
        }
      });
    }
  });

  it('.dockerignore keeps dependencies, builds, data and test output out of the build context', () => {
    const ignored = read('.dockerignore').split('\n');
    for (const pattern of [
      '**/node_modules',
      '**/dist',
      '.data*',
      'test-results',
      'playwright-report',
      '.git',
    ])
      expect(ignored).toContain(pattern);
  });

  it(`images build on Node ${nodeMajor} and run compiled JavaScript, never TypeScript through a loader`, () => {
    const loader = /\btsx\b|--import|--loader|--experimental-strip-types|\.tsx?\b/;
    for (const [file, parsed] of dockerfiles) {
      parsed.stages.forEach((stage) => {
        const image = stageImage(parsed, stage);
        if (image.startsWith('node:'))
          expect([file, image]).toEqual([file, `node:${nodeMajor}-bookworm-slim`]);
        for (const instruction of stage.instructions.filter((i) => ['RUN', 'CMD'].includes(i.keyword)))
          expect([file, instruction.text, loader.test(instruction.text)]).toEqual([
            file,
            instruction.text,
            false,
          ]);
      });
    }
    for (const [name, service] of Object.entries(services)) {
      if (service.command) expect([name, loader.test(service.command.join(' '))]).toEqual([name, false]);
    }
  });

  it('runtime images hold production dependencies only, run as a user other than root and check their health', () => {
    for (const [file, parsed] of dockerfiles) {
      const final = parsed.stages.at(-1)!;
      const image = stageImage(parsed, final);
      const keywords = final.instructions.map((i) => i.keyword);
      expect([file, keywords.includes('HEALTHCHECK')]).toEqual([file, true]);
      if (image.startsWith('node:')) {
        const env = final.instructions.filter((i) => i.keyword === 'ENV').map((i) => i.text);
        expect([file, env]).toEqual([file, expect.arrayContaining(['NODE_ENV=production'])]);
        const user = final.instructions.filter((i) => i.keyword === 'USER').at(-1)?.text;
        expect([file, user !== undefined && user !== 'root' && user !== '0']).toEqual([file, true]);
        for (const install of final.instructions.filter((i) => /\bnpm (ci|install)\b/.test(i.text)))
          expect([file, install.text]).toEqual([file, expect.stringContaining('--omit=dev')]);
      } else {
        // nginx: the unprivileged image (its workers and master run as the nginx user, on port 8080).
        expect([file, image]).toEqual([file, expect.stringContaining('nginx-unprivileged')]);
      }
    }
  });

  it('images build and start with the commands the topology suite runs (tests/topology/harness/commands.ts)', () => {
    const node = (args: readonly string[]) => ['node', ...args];
    expect(commands('api', 'RUN', 'build')).toContainEqual(node(COMMANDS.buildServer));
    expect(commands('api', 'CMD', 'final')).toEqual([node(COMMANDS.api)]);
    // The integration service is the API's image with its own command.
    expect(services.integration.image).toBe(services.api.image);
    expect(services.integration.command).toEqual(node(COMMANDS.integration));
    expect(commands('shell', 'RUN', 'build')).toContainEqual(node(COMMANDS.buildApps('shell')));
    expect(commands('shell', 'CMD', 'final')).toEqual([node(COMMANDS.shell)]);
    expect(commands('backoffice', 'RUN', 'build')).toContainEqual(node(COMMANDS.buildApps('backoffice')));
    expect(commands('backoffice', 'CMD', 'final')).toEqual([node(COMMANDS.backoffice)]);
    const remotes = built.flatMap(([name, s]) =>
      s.build.args?.REMOTE ? [[name, s, s.build.args.REMOTE]] : [],
    );
    expect(remotes.map(([, , remote]) => remote).sort()).toEqual([...REMOTE_NAMES].sort());
    for (const [name, service, remote] of remotes as [string, Required<Service>, string][]) {
      // One Dockerfile for the four, told which by the build argument.
      expect([name, service.build.dockerfile]).toEqual([name, 'remotes/Dockerfile']);
      expect([name, commands(name, 'RUN', 'build')]).toEqual([
        name,
        expect.arrayContaining([node(COMMANDS.buildApps(remote))]),
      ]);
    }
  });

  it('compose gives each service every variable the topology suite relies on, and only variables the code reads', () => {
    const run: RunAddresses = {
      ports: topologyPorts(6000),
      gatewayUrl: 'http://127.0.0.1:6000',
      databaseUrl: 'postgres://127.0.0.1/db',
      redisUrl: 'redis://127.0.0.1:6379',
      redisPrefix: 'p:',
      secrets: { JWT_SECRET: 'j', SECRETS_KEY: 's', ALTCHA_HMAC_KEY: 'a' },
    };
    const relied = (env: Record<string, string>) => Object.keys(env).filter((k) => !HARNESS_ONLY.has(k));
    const server = relied(serverEnvironment(run));
    const expected: Record<string, string[]> = {
      api: server.filter((k) => !INTEGRATION_ONLY.has(k)),
      integration: server.filter((k) => !API_ONLY.has(k)),
      shell: relied(shellEnvironment(run, '/tmp/shell')),
      backoffice: relied(backofficeEnvironment(run, '/tmp/backoffice')),
    };
    for (const [name, keys] of Object.entries(expected)) {
      const given = Object.keys(services[name].environment ?? {});
      expect([name, keys.filter((k) => !given.includes(k))]).toEqual([name, []]);
    }

    const sources = (dir: string, match: RegExp): string =>
      fs
        .readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((f) => match.test(f) && !/\.test\./.test(f))
        .map((f) => read(path.join(dir, f)))
        .join('\n');
    const serverCode = sources('server/src', /\.ts$/);
    const hostLib = `${read('scripts/lib/static-site.mjs')}\n${read('scripts/lib/host-server.mjs')}`;
    const shellCode = `${read('shell/server.mjs')}\n${hostLib}`;
    const backofficeCode = `${read('backoffice/server.mjs')}\n${hostLib}`;
    // A name the code builds in a template string (`REMOTE_${name}_URL`, `${prefix}_CLIENT_ID`) counts as read.
    const readBy = (code: string, variable: string) =>
      // NODE_ENV is read by the libraries (Fastify, React's server files) as much as by our code.
      variable === 'NODE_ENV' ||
      code.includes(variable) ||
      [...code.matchAll(/`((?:[A-Z0-9_]|\$\{[^}`]+\})+)`/g)]
        .filter(([, template]) => template.includes('${'))
        .some(([, template]) =>
          new RegExp(`^${template.replace(/\$\{[^}]+\}/g, '[A-Z0-9]+')}$`).test(variable),
        );
    for (const [name, code] of [
      ['api', serverCode],
      ['integration', serverCode],
      ['shell', shellCode],
      ['backoffice', backofficeCode],
    ] as const) {
      const unread = Object.keys(services[name].environment ?? {}).filter((k) => !readBy(code, k));
      expect([name, unread]).toEqual([name, []]);
    }
  });

  it("the lockfile records every platform's optional packages, so `npm ci` works on Linux, macOS and Windows", () => {
    const lock = JSON.parse(read('package-lock.json')) as {
      packages: Record<string, { optionalDependencies?: Record<string, string> }>;
    };
    const missing: string[] = [];
    for (const [location, entry] of Object.entries(lock.packages)) {
      for (const dependency of Object.keys(entry.optionalDependencies ?? {})) {
        // Resolved as Node does: the package's own node_modules, then each folder above it.
        const parts = location ? location.split('/node_modules/') : [''];
        const found = parts.some((_, i) => {
          const base = parts.slice(0, parts.length - i).join('/node_modules/');
          return `${base ? `${base}/` : ''}node_modules/${dependency}` in lock.packages;
        });
        if (!found && !(`node_modules/${dependency}` in lock.packages))
          missing.push(`${location} → ${dependency}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
