import fs from 'node:fs';
import path from 'node:path';
import { PROVIDED, packageOf, providedVersions, sharedOption } from './provided';

const ROOT = path.resolve(__dirname, '../../..');

// The entries of @onboarding/shared that are not modules a remote runs in the browser.
const NOT_BROWSER_MODULES = new Set([
  './server',
  './testing',
  './ui/tokens.css',
  './ui/page.css',
  './federation',
  './federation/runtime',
]);

function sourcesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('what a host provides to its remotes', () => {
  it('is every browser entry of @onboarding/shared, so no remote brings a second copy of one', () => {
    const exports = JSON.parse(fs.readFileSync(path.join(ROOT, 'shared/package.json'), 'utf8')).exports;
    const browserEntries = Object.keys(exports)
      .filter((entry) => !NOT_BROWSER_MODULES.has(entry))
      .map((entry) => (entry === '.' ? '@onboarding/shared' : `@onboarding/shared/${entry.slice(2)}`));
    expect(
      Object.keys(PROVIDED)
        .filter((name) => name.startsWith('@onboarding/shared'))
        .sort(),
    ).toEqual(browserEntries.sort());
  });

  it('includes every React, i18next and jotai entry the remotes import', () => {
    const imported = new Set<string>(['react/jsx-runtime']); // what JSX compiles to
    for (const file of sourcesUnder(path.join(ROOT, 'remotes'))) {
      if (file.includes(`${path.sep}dist${path.sep}`) || file.includes('node_modules')) continue;
      const text = fs.readFileSync(file, 'utf8');
      for (const [, name] of text.matchAll(/from '((?:react|react-dom|jotai|i18next)(?:\/[\w/-]+)?)'/g))
        imported.add(name);
    }
    for (const name of imported) expect(Object.keys(PROVIDED)).toContain(name);
  });

  it('leaves TanStack Query to @onboarding/shared/query, so host and remotes share its one client and cache', () => {
    // TanStack Query is not a shared package of its own: a remote or host importing it directly would bundle a
    // second copy, whose React context holds no client ("No QueryClient set").
    const direct: string[] = [];
    for (const dir of ['remotes', 'backoffice/src', 'shell/src', 'shared/src']) {
      for (const file of sourcesUnder(path.join(ROOT, dir))) {
        if (file.includes(`${path.sep}dist${path.sep}`) || file.includes('node_modules')) continue;
        if (file.startsWith(path.join(ROOT, 'shared/src/query'))) continue;
        if (/from '@tanstack\//.test(fs.readFileSync(file, 'utf8'))) direct.push(path.relative(ROOT, file));
      }
    }
    expect(direct).toEqual([]);
    expect(PROVIDED['@onboarding/shared/query']).toHaveProperty('get');
  });

  it('offers each as a singleton of its package’s version, in the range the host asks for', () => {
    const versions = {
      react: { version: '19.3.1', requiredVersion: '^19.3.1' },
      'react-dom': { version: '19.3.1', requiredVersion: '^19.3.1' },
      jotai: { version: '3.0.1', requiredVersion: '^3.0.1' },
      i18next: { version: '27.1.5', requiredVersion: '^27.1.2' },
      '@onboarding/shared': { version: '1.0.0', requiredVersion: '*' },
    };
    const option = sharedOption(versions);
    expect(option['react/jsx-runtime']).toMatchObject({
      version: '19.3.1',
      shareConfig: { singleton: true, requiredVersion: '^19.3.1' },
    });
    expect(option['@onboarding/shared/ui/form']).toMatchObject({
      version: '1.0.0',
      shareConfig: { singleton: true },
    });
    expect(providedVersions(versions)).toMatchObject({
      'react-dom/client': '19.3.1',
      '@onboarding/shared/http': '1.0.0',
    });
    expect(() => sharedOption({})).toThrow(/No version is known/);
  });

  it('gives what the page already runs as it is, and loads the rest when a remote asks', async () => {
    const react = PROVIDED.react as { lib: () => unknown };
    expect(react.lib()).toBe(await import('react').then((m) => m.default));
    const schemas = PROVIDED['@onboarding/shared/schemas'] as { get: () => Promise<() => unknown> };
    const factory = await schemas.get();
    expect(factory()).toBe(await import('@onboarding/shared/schemas'));
  });

  it('names a subpath’s package', () => {
    expect(packageOf('react/jsx-runtime')).toBe('react');
    expect(packageOf('@onboarding/shared/backoffice/client')).toBe('@onboarding/shared');
    expect(packageOf('i18next')).toBe('i18next');
  });
});
