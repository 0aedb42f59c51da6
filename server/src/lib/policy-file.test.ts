import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { issueLine, listedTwice, loadPolicyFile, policyFilePath, type PolicyFileWords } from './policy-file';

// The one loader of the provider's policy files: read, parsed, validated, and every refusal naming the file and the
// problem in the owner's error class.

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'policy-file-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const write = (name: string, content: string) => {
  const file = path.join(dir, name);
  fs.writeFileSync(file, content);
  return file;
};

class TestPolicyError extends Error {
  constructor(
    message: string,
    readonly problems: string[],
  ) {
    super(message);
  }
}

const schema = z.strictObject({
  version: z.string().min(1, 'is required'),
  limit: z.number({ error: 'must be a number' }).default(10),
});
const options = { title: 'test policy file', variable: 'TEST_POLICY_FILE' };
const load = (file: string, words: Partial<PolicyFileWords> = {}) =>
  loadPolicyFile(file, schema, {
    ...options,
    error: (message, problems) => new TestPolicyError(message, problems),
    words,
  });
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the file was accepted');
    },
    (err: unknown) => {
      expect(err).toBeInstanceOf(TestPolicyError);
      return err as TestPolicyError;
    },
  );

describe('loadPolicyFile', () => {
  it('answers the validated value (defaults filled in), the file and the sha256 of its bytes', async () => {
    const text = '{ "version": "v1" }';
    const file = write('ok.json', text);
    const loaded = await load(file);
    expect(loaded).toMatchObject({ value: { version: 'v1', limit: 10 }, file });
    expect(loaded.digest).toBe(crypto.createHash('sha256').update(text).digest('hex'));
  });

  it('refuses a file it cannot read, naming the file, the reason and the variable', async () => {
    const file = path.join(dir, 'missing.json');
    const err = await refusalOf(load(file));
    expect(err.message).toBe(
      `Cannot read the test policy file ${file} (ENOENT). Set TEST_POLICY_FILE to a readable JSON policy file, or unset it to use the default.`,
    );
    expect(err.problems).toEqual([]);
  });

  it('refuses a file that is not JSON', async () => {
    const file = write('broken.json', '{ "version": ');
    const err = await refusalOf(load(file));
    expect(err.message).toMatch(new RegExp(`^The test policy file ${file} is not valid JSON: \\S`));
  });

  it('refuses a file its schema refuses, naming the first problem and where it is', async () => {
    const file = write('invalid.json', '{ "version": "", "limit": "many", "extra": 1 }');
    const err = await refusalOf(load(file));
    expect(err.message).toBe(`The test policy file ${file} is not valid: version: is required`);
    const root = await refusalOf(load(write('array.json', '[]')));
    expect(root.message).toMatch(/is not valid: \(root\): /);
  });

  it('keeps a file’s own words, and lists every problem where they do', async () => {
    const file = write('own-words.json', '{ "version": "", "limit": "many" }');
    const err = await refusalOf(
      load(file, {
        invalid: (source, issues) => ({
          message: `Invalid test policy in ${source}:`,
          problems: issues.map(issueLine),
        }),
      }),
    );
    expect(err.message).toBe(`Invalid test policy in ${file}:`);
    expect(err.problems).toEqual(['version: is required', 'limit: must be a number']);
    const missing = path.join(dir, 'nowhere.json');
    expect((await refusalOf(load(missing, { unreadable: () => 'gone' }))).message).toBe('gone');
  });

  it('refuses a valid file for a reason of its owner’s, in the same words and class', async () => {
    const file = write('twice.json', '{ "version": "v1" }');
    const { refuse } = await load(file);
    const err = refuse('lists A twice.');
    expect(err).toBeInstanceOf(TestPolicyError);
    expect(err.message).toBe(`The test policy file ${file} lists A twice.`);
  });
});

describe('policyFilePath', () => {
  it('takes the variable’s file, resolved, or the shipped one when it is unset or blank', () => {
    expect(policyFilePath({ TEST_POLICY_FILE: ' custom/p.json ' }, 'TEST_POLICY_FILE', '/shipped.json')).toBe(
      path.resolve('custom/p.json'),
    );
    expect(policyFilePath({}, 'TEST_POLICY_FILE', '/shipped.json')).toBe('/shipped.json');
    expect(policyFilePath({ TEST_POLICY_FILE: '  ' }, 'TEST_POLICY_FILE', '/shipped.json')).toBe(
      '/shipped.json',
    );
    expect(policyFilePath({ TEST_POLICY_FILE: 3 }, 'TEST_POLICY_FILE', '/shipped.json')).toBe(
      '/shipped.json',
    );
  });
});

describe('listedTwice', () => {
  it('names the first value listed twice', () => {
    expect(listedTwice(['A', 'B', 'C'])).toBeUndefined();
    expect(listedTwice(['A', 'B', 'B', 'A'])).toBe('B');
  });
});
