import path from 'node:path';
import { ESLint } from 'eslint';

// The import rules of eslint.config.mjs, run on fabricated files: each must flag the import it forbids and let the
// allowed one through.
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });

async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('server layers', () => {
  it('refuses a route or a plugin imported by a domain module', async () => {
    expect(
      await restricted(
        'server/src/lifecycle/example.ts',
        "import { x } from '../routes/core/index';\nexport { x };\n",
      ),
    ).toHaveLength(1);
    expect(
      await restricted(
        'server/src/integration/oauth/example.ts',
        "import p from '../../plugins/auth';\nexport { p };\n",
      ),
    ).toHaveLength(1);
    expect(
      await restricted('server/src/example.ts', "import { x } from './routes/health';\nexport { x };\n"),
    ).toHaveLength(1);
  });

  it('lets routes and plugins import domain modules, and domain modules import each other', async () => {
    const fromRoute =
      "import { x } from '../../lifecycle/application';\nimport p from '../../plugins/auth';\nexport { x, p };\n";
    expect(await restricted('server/src/routes/core/example.ts', fromRoute)).toEqual([]);
    expect(
      await restricted(
        'server/src/lifecycle/example.ts',
        "import { x } from './application';\nexport { x };\n",
      ),
    ).toEqual([]);
  });
});

describe('server data access', () => {
  const tables =
    "import { applicants, applications } from '../../db/schema';\nexport { applicants, applications };\n";

  it('refuses the applications table outside its data-access module, in routes as in domain modules', async () => {
    expect(await restricted('server/src/routes/core/example.ts', tables)).toHaveLength(1);
    expect(await restricted('server/src/lifecycle/deep/example.ts', tables)).toHaveLength(1);
    expect(
      await restricted(
        'server/src/example.ts',
        "import { applications } from './db/schema/core';\nexport { applications };\n",
      ),
    ).toHaveLength(1);
  });

  it('lets the data-access module, the database code and the tables of other aggregates through', async () => {
    expect(
      await restricted(
        'server/src/data/example.ts',
        "import { applications } from '../db/schema';\nexport { applications };\n",
      ),
    ).toEqual([]);
    expect(
      await restricted(
        'server/src/db/schema/example.ts',
        "import { applications } from './core';\nexport { applications };\n",
      ),
    ).toEqual([]);
    expect(
      await restricted(
        'server/src/lifecycle/example.ts',
        "import { applicants } from '../db/schema';\nexport { applicants };\n",
      ),
    ).toEqual([]);
  });
});
