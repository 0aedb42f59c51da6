import {
  createRemoteRoutesLoader,
  parseRemoteManifest,
  RemoteLoadError,
  type FederationRuntime,
} from './load-remote-routes';

const routes = [{ path: '/financials' }];
const manifest = {
  documents: 'http://localhost:3002/mf-manifest.json',
  eligibility: 'http://localhost:3001/mf-manifest.json',
};

function runtime(overrides: Partial<FederationRuntime> = {}) {
  return {
    fetchManifest: jest.fn(async () => manifest),
    fetchRemoteManifest: jest.fn(async (): Promise<unknown> => ({
      shared: [{ name: '@onboarding/shared', singleton: true, requiredVersion: '^1.0.0' }],
    })),
    providedShared: () => ({ '@onboarding/shared': '1.0.0' }),
    satisfies: (version: string, range: string) => range === `^${version}`,
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async () => ({ default: routes })),
    ...overrides,
  };
}

describe('createRemoteRoutesLoader', () => {
  it("registers the remotes of /remotes.json once and loads the remote's ./routes", async () => {
    const registerRemotes = jest.fn();
    const rt = runtime({ registerRemotes });
    const load = createRemoteRoutesLoader(rt);
    await expect(load('documents')).resolves.toBe(routes);
    await load('eligibility');
    expect(rt.fetchManifest).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes.mock.calls[0][0]).toEqual(
      expect.arrayContaining([
        { name: 'documents', entry: manifest.documents },
        { name: 'eligibility', entry: manifest.eligibility },
      ]),
    );
    expect(rt.loadRemote).toHaveBeenCalledWith('documents/routes');
  });

  it('retries for real after a failed load: the failure is not remembered', async () => {
    const loadRemote = jest
      .fn()
      .mockRejectedValueOnce(new Error('Failed to fetch mf-manifest.json'))
      .mockResolvedValueOnce({ default: routes });
    const load = createRemoteRoutesLoader(runtime({ loadRemote }));
    const failure = load('documents');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toMatchObject({ remote: 'documents' });
    await expect(load('documents')).resolves.toBe(routes);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('fetches /remotes.json again when it could not be read', async () => {
    const fetchManifest = jest
      .fn()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(manifest);
    const load = createRemoteRoutesLoader(runtime({ fetchManifest }));
    await expect(load('documents')).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(load('documents')).resolves.toBe(routes);
    expect(fetchManifest).toHaveBeenCalledTimes(2);
  });

  it('fails for a remote /remotes.json does not name, and for a module without route objects', async () => {
    await expect(createRemoteRoutesLoader(runtime())('accounting')).rejects.toBeInstanceOf(RemoteLoadError);
    const load = createRemoteRoutesLoader(
      runtime({ loadRemote: jest.fn(async () => ({ default: 'nope' })) }),
    );
    await expect(load('documents')).rejects.toBeInstanceOf(RemoteLoadError);
  });

  it('refuses a remote built against a shared singleton the shell does not provide, before running its code', async () => {
    const rt = runtime({
      fetchRemoteManifest: jest.fn(async () => ({
        shared: [{ name: '@onboarding/shared', singleton: true, requiredVersion: '^2.0.0' }],
      })),
    });
    const failure = createRemoteRoutesLoader(rt)('eligibility');
    await expect(failure).rejects.toBeInstanceOf(RemoteLoadError);
    await expect(failure).rejects.toThrow(
      /eligibility.*@onboarding\/shared \^2\.0\.0 \(the shell provides 1\.0\.0\)/,
    );
    expect(rt.fetchRemoteManifest).toHaveBeenCalledWith(manifest.eligibility);
    expect(rt.loadRemote).not.toHaveBeenCalled();
  });
});

describe('parseRemoteManifest', () => {
  it('keeps the known remotes with a URL and drops the rest', () => {
    expect(
      parseRemoteManifest({ documents: 'http://x/mf-manifest.json', other: 'http://y', accounting: '' }),
    ).toEqual({
      documents: 'http://x/mf-manifest.json',
    });
  });

  it('refuses what is not an object', () => {
    expect(() => parseRemoteManifest(null)).toThrow();
    expect(() => parseRemoteManifest(['a'])).toThrow();
  });
});
