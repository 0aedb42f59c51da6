import { satisfy } from '@module-federation/enhanced/runtime';
import { describeMismatches, findSharedMismatches } from './shared-compatibility';

const provided = { react: '19.2.0', '@onboarding/shared': '1.0.0', '@onboarding/shared/': '1.0.0' };

function manifest(shared: unknown[]) {
  return { id: 'eligibility', name: 'eligibility', shared };
}

describe('findSharedMismatches', () => {
  it('names a singleton whose range the shell does not satisfy', () => {
    const found = findSharedMismatches(
      manifest([
        { name: 'react', version: '19.2.0', singleton: true, requiredVersion: '^19.0.0' },
        { name: '@onboarding/shared', version: '2.0.0', singleton: true, requiredVersion: '^2.0.0' },
      ]),
      provided,
      satisfy,
    );
    expect(found).toEqual([{ name: '@onboarding/shared', requiredVersion: '^2.0.0', provided: '1.0.0' }]);
  });

  it('accepts a remote built against the versions the shell provides', () => {
    const found = findSharedMismatches(
      manifest([
        { name: 'react', singleton: true, requiredVersion: '^19.1.0' },
        { name: '@onboarding/shared', singleton: true, requiredVersion: '^1.0.0' },
        { name: '@onboarding/shared/', singleton: true, requiredVersion: '*' },
      ]),
      provided,
      satisfy,
    );
    expect(found).toEqual([]);
  });

  it('leaves non-singletons and packages the shell does not share to the runtime', () => {
    const found = findSharedMismatches(
      manifest([
        { name: 'react', singleton: false, requiredVersion: '^18.0.0' },
        { name: 'papaparse', singleton: true, requiredVersion: '^5.0.0' },
      ]),
      provided,
      satisfy,
    );
    expect(found).toEqual([]);
  });

  it('reads a manifest without a shared list, or with odd entries, as nothing to refuse', () => {
    expect(findSharedMismatches(null, provided, satisfy)).toEqual([]);
    expect(findSharedMismatches({ shared: 'x' }, provided, satisfy)).toEqual([]);
    expect(findSharedMismatches(manifest([null, 3, { name: 'react' }]), provided, satisfy)).toEqual([]);
  });
});

describe('describeMismatches', () => {
  it('names the remote, the package, the range it needs and what the shell has', () => {
    const line = describeMismatches('eligibility', [
      { name: '@onboarding/shared', requiredVersion: '^2.0.0', provided: '1.0.0' },
    ]);
    expect(line).toContain('eligibility');
    expect(line).toContain('@onboarding/shared ^2.0.0 (the shell provides 1.0.0)');
  });
});
