import type { FederationRuntime } from '@onboarding/shared/federation';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../../i18n';
import { createReviewPanelLoader, ReviewPanels } from './review-panels';

const manifest = {
  eligibility: 'http://localhost:3001/mf-manifest.json',
  documents: 'http://localhost:3002/mf-manifest.json',
  transactions: 'http://localhost:3003/mf-manifest.json',
  accounting: 'http://localhost:3004/mf-manifest.json',
};

function Panel({ caseId, role }: { caseId: number; role: string }) {
  return (
    <p>
      panel for case {caseId} as {role}
    </p>
  );
}

function fakeRuntime(overrides: Partial<FederationRuntime> = {}): FederationRuntime {
  return {
    fetchManifest: jest.fn(async () => manifest),
    fetchRemoteManifest: jest.fn(async () => ({
      shared: [{ name: '@onboarding/shared', singleton: true, requiredVersion: '^1.0.0' }],
    })),
    providedShared: () => ({ '@onboarding/shared': '1.0.0' }),
    satisfies: (version, range) => range === `^${version}`,
    registerRemotes: jest.fn(),
    loadRemote: jest.fn(async () => ({ default: Panel })),
    ...overrides,
  };
}

describe('the case page’s review panels', () => {
  beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("loads each remote's ./review from /remotes.json and gives it the case and the reader's role", async () => {
    const runtime = fakeRuntime();
    const { container } = render(
      <ReviewPanels caseId={7} role="reviewer" load={createReviewPanelLoader(runtime)} />,
    );
    // Each slot stands in with the panel's heading until its panel is there.
    expect(screen.getByRole('region', { name: 'Documents' })).toBeInTheDocument();
    expect(await screen.findAllByText('panel for case 7 as reviewer')).toHaveLength(4);
    expect(runtime.fetchManifest).toHaveBeenCalledTimes(1);
    expect(runtime.loadRemote).toHaveBeenCalledWith('eligibility/review');
    expect(runtime.loadRemote).toHaveBeenCalledWith('accounting/review');
    // A loaded panel brings its own section and heading: the slot adds neither (no "Documents" twice).
    for (const name of ['eligibility', 'documents', 'transactions', 'accounting'])
      expect(container.querySelector(`[data-panel="${name}"]`)).toHaveTextContent('panel for case 7');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
  });

  it('a remote that is down breaks only its panel, which shows the error and retries for real', async () => {
    let documentsUp = false;
    const runtime = fakeRuntime({
      loadRemote: jest.fn(async (id: string) => {
        if (id === 'documents/review' && !documentsUp) throw new Error('Failed to fetch remoteEntry.js');
        return { default: Panel };
      }),
    });
    render(<ReviewPanels caseId={7} role="approver" load={createReviewPanelLoader(runtime)} />);
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(await screen.findByText('The Documents panel could not be loaded.')).toBeInTheDocument();
    // Said once: not again in the loader's own words.
    expect(documents).toHaveTextContent(/^DocumentsThe Documents panel could not be loaded\.Retry$/);
    expect(screen.getAllByText('panel for case 7 as approver')).toHaveLength(3);

    documentsUp = true;
    await userEvent.click(documents.querySelector('button')!);
    await waitFor(() => expect(screen.getAllByText('panel for case 7 as approver')).toHaveLength(4));
    expect(screen.queryByText('The Documents panel could not be loaded.')).not.toBeInTheDocument();
  });

  it('refuses an incompatible remote before running its code, saying why in its panel', async () => {
    const runtime = fakeRuntime({
      fetchRemoteManifest: jest.fn(async (url: string) => ({
        shared: [
          {
            name: '@onboarding/shared',
            singleton: true,
            requiredVersion: url.includes('3003') ? '^2.0.0' : '^1.0.0',
          },
        ],
      })),
    });
    render(<ReviewPanels caseId={1} role="reviewer" load={createReviewPanelLoader(runtime)} />);
    expect(
      await screen.findByText(
        /^The Transactions panel could not be loaded: .*the back office provides 1\.0\.0/,
      ),
    ).toBeInTheDocument();
    expect(screen.getAllByText(/could not be loaded/)).toHaveLength(1);
    expect(runtime.loadRemote).not.toHaveBeenCalledWith('transactions/review');
  });

  it('a panel that throws while rendering shows its error, the others stay', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const Broken = () => {
      throw new Error('panel exploded');
    };
    const runtime = fakeRuntime({
      loadRemote: jest.fn(async (id: string) => ({ default: id === 'eligibility/review' ? Broken : Panel })),
    });
    render(<ReviewPanels caseId={2} role="reviewer" load={createReviewPanelLoader(runtime)} />);
    expect(await screen.findByText('The Eligibility panel could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('panel exploded')).not.toBeInTheDocument();
    expect(screen.getAllByText(/could not be loaded/)).toHaveLength(1);
    expect(screen.getAllByText('panel for case 2 as reviewer')).toHaveLength(3);
  });

  it('a module without a component is an error of its panel', async () => {
    const runtime = fakeRuntime({ loadRemote: jest.fn(async () => ({ default: 'nope' })) });
    render(<ReviewPanels caseId={3} role="reviewer" load={createReviewPanelLoader(runtime)} />);
    expect(await screen.findAllByText(/could not be loaded/)).toHaveLength(4);
  });
});
