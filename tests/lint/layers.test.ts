import path from 'node:path';
import { ESLint } from 'eslint';

// The import rules of eslint.config.mjs, run on fabricated files: each must flag the import it forbids and let the
// allowed one through.
const root = path.resolve(__dirname, '../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: path.join(root, 'eslint.config.mjs') });

const IMPORT_RULES = ['no-restricted-imports', 'layers/no-cross-feature-imports'];

/** What the import rules say about `code` as the file `file` (a path from the repository root). */
async function restricted(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.filter((m) => IMPORT_RULES.includes(m.ruleId ?? '')).map((m) => m.message);
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
    "import { applications, uploads } from '../../db/schema';\nexport { applications, uploads };\n";

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

  it('refuses the staff and offers tables outside their data-access modules, each with its own message', async () => {
    const staffTables =
      "import { staff, staffSessions } from '../db/schema';\nexport { staff, staffSessions };\n";
    const staffMessages = await restricted('server/src/staff/example.ts', staffTables);
    expect(staffMessages).toHaveLength(2);
    for (const message of staffMessages) expect(message).toContain('server/src/data/staff.ts');
    const [offersMessage] = await restricted(
      'server/src/privacy/example.ts',
      "import { offers } from '../db/schema/offers';\nexport { offers };\n",
    );
    expect(offersMessage).toContain('server/src/data/offers.ts');
    const [setupMessage] = await restricted(
      'server/src/staff/example.ts',
      "import { staffSetupLinks } from '../db/schema/staff';\nexport { staffSetupLinks };\n",
    );
    expect(setupMessage).toContain('server/src/data/setup-links.ts');
    expect(
      await restricted(
        'server/src/data/example.ts',
        `${staffTables}import { offers } from '../db/schema';\n`,
      ),
    ).toEqual([]);
  });

  it('refuses the applicants, case, eligibility and documents tables outside their modules, each with its own message', async () => {
    const messagesOf = async (file: string, code: string) => {
      const messages = await restricted(file, code);
      return messages.map((m) => m.match(/server\/src\/data\/\w+\.ts/)?.[0]);
    };
    expect(
      await messagesOf(
        'server/src/routes/core/example.ts',
        "import { applicants } from '../../db/schema';\nexport { applicants };\n",
      ),
    ).toEqual(['server/src/data/applicants.ts']);
    expect(
      await messagesOf(
        'server/src/lifecycle/example.ts',
        "import { caseNotes, informationRequests } from '../db/schema/review';\nexport { caseNotes, informationRequests };\n",
      ),
    ).toEqual(['server/src/data/cases.ts', 'server/src/data/cases.ts']);
    expect(
      await messagesOf(
        'server/src/routes/eligibility/example.ts',
        "import { eligibilityDecisions } from '../../db/schema/eligibility';\nexport { eligibilityDecisions };\n",
      ),
    ).toEqual(['server/src/data/eligibility.ts']);
    expect(
      await messagesOf(
        'server/src/privacy/example.ts',
        "import { documents } from '../db/schema/documents';\nimport { documentMarks } from '../db/schema';\nexport { documents, documentMarks };\n",
      ),
    ).toEqual(['server/src/data/documents.ts', 'server/src/data/documents.ts']);
    // A row type is an import of the table too: the module exports the types its callers need.
    expect(
      await messagesOf(
        'server/src/documents/example.ts',
        "import type { documents } from '../db/schema';\nexport type Row = typeof documents.$inferSelect;\n",
      ),
    ).toEqual(['server/src/data/documents.ts']);
    expect(
      await restricted(
        'server/src/data/example.ts',
        "import { applicants, caseNotes, documentMarks, documents, eligibilityDecisions } from '../db/schema';\n" +
          'export { applicants, caseNotes, documentMarks, documents, eligibilityDecisions };\n',
      ),
    ).toEqual([]);
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
        "import { uploads } from '../db/schema';\nexport { uploads };\n",
      ),
    ).toEqual([]);
  });
});

describe('browser features', () => {
  it('refuses a feature importing another feature, however deep either file is', async () => {
    const messages = await restricted(
      'remotes/transactions/src/features/csv-mapping/example.ts',
      "import { x } from '../system-choice/steps';\nexport { x };\n",
    );
    expect(messages).toEqual([
      expect.stringContaining("The 'csv-mapping' feature imports the 'system-choice' feature"),
    ]);
    expect(
      await restricted(
        'backoffice/src/features/case/offer/example.tsx',
        "export { y } from '../../cases/queue';\n",
      ),
    ).toHaveLength(1);
    expect(
      await restricted(
        'shell/src/features/journey/example.ts',
        "export const load = () => import('../welcome/WelcomeScreen');\n",
      ),
    ).toHaveLength(1);
  });

  it('lets a feature import its own files, shared folders and the stylesheet at the root of features/', async () => {
    const code = [
      "import { a } from './own';",
      "import { b } from '../../lib/paths';",
      "import { c } from '../../components/StepGate';",
      "import styles from '../screens.module.css';",
      'export { a, b, c, styles };',
      '',
    ].join('\n');
    expect(await restricted('remotes/transactions/src/features/csv-mapping/example.ts', code)).toEqual([]);
    expect(
      await restricted(
        'backoffice/src/app/example.ts',
        "import { x } from '../features/case/CaseScreen';\nexport { x };\n",
      ),
    ).toEqual([]);
  });
});
