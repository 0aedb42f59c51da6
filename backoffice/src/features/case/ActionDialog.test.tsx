import type {
  CaseDetail,
  DecisionSummary,
  DocumentsPanel,
  PanelDocument,
} from '@onboarding/shared/backoffice';
import { staffQueryKey } from '@onboarding/shared/backoffice';
import { testQueryClient } from '@onboarding/shared/testing';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import '../../i18n';
import { ActionDialog } from './ActionDialog';
import { cachedReuploadMarks, markedForReupload } from './reupload';

// The review action's dialog: the documents the team marked "Needs re-upload" start ticked in Request information.

const DETAIL = { businessName: 'Acme', declineReasons: [] } as unknown as CaseDetail;

function open(
  marked: Parameters<typeof ActionDialog>[0]['marked'],
  action: 'requestInformation' | 'decline',
) {
  const onConfirm = jest.fn(async () => null);
  render(
    <ActionDialog
      action={action}
      detail={DETAIL}
      marked={marked}
      onCancel={() => {}}
      onConfirm={onConfirm}
    />,
  );
  return { dialog: screen.getByRole('dialog'), onConfirm };
}

const doc = (id: number, kind: string, mark: 'accepted' | 'needs_reupload' | null, current = true) =>
  ({
    id,
    kind,
    status: current ? 'current' : 'superseded',
    mark: mark && { mark, by: { id: 's1', email: 'r@example.com' }, at: '2026-11-02T10:00:00.000Z' },
  }) as PanelDocument;

const summary = (kinds: string[]) =>
  ({
    missing: {
      openRequests: [],
      documentsToReupload: kinds.map((kind, id) => ({ id, kind })),
      pendingChecks: [],
    },
  }) as unknown as DecisionSummary;

afterEach(cleanup);

describe('ActionDialog', () => {
  it('ticks the documents marked for re-upload and says so; unticking leaves them out', async () => {
    const { dialog, onConfirm } = open(['CapTable', 'Registration'], 'requestInformation');
    expect(within(dialog).getByRole('checkbox', { name: 'Cap table' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Holding company registration' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Fundraising summary' })).not.toBeChecked();
    expect(dialog).toHaveTextContent('The documents marked “Needs re-upload” are ticked.');
    expect(within(dialog).getByRole('checkbox', { name: 'Cap table' })).toHaveAccessibleDescription(
      /marked “Needs re-upload” are ticked/,
    );

    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Holding company registration' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })));
    expect(onConfirm).toHaveBeenCalledWith({ documents: ['CapTable'] });
  });

  it('sends nothing ticked when the reviewer unticks every marked document and writes nothing', async () => {
    const { dialog, onConfirm } = open(['CapTable'], 'requestInformation');
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Cap table' }));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm' })));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Choose at least one document or write a message.',
    );
  });

  it('ticks nothing and shows no note without marks', () => {
    const { dialog } = open([], 'requestInformation');
    for (const box of within(dialog).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(dialog).not.toHaveTextContent('Needs re-upload');
  });

  it('keeps the marks out of the other actions', () => {
    const { dialog } = open(['CapTable'], 'decline');
    expect(within(dialog).queryAllByRole('checkbox')).toHaveLength(0);
    expect(dialog).not.toHaveTextContent('Needs re-upload');
  });
});

describe('markedForReupload', () => {
  it('reads the documents panel first: current documents marked "needs re-upload", once each, in the form’s order', () => {
    const panel: DocumentsPanel = {
      documents: [
        doc(1, 'CapTable', 'needs_reupload'),
        doc(2, 'Registration', 'needs_reupload'),
        doc(3, 'Registration', 'needs_reupload', false),
        doc(4, 'FundraisingSummary', 'needs_reupload', false),
        doc(5, 'StatementPreviousOneYear', 'accepted'),
        doc(6, 'StatementPreviousTwoYear', null),
      ],
    };
    expect(markedForReupload(panel, [summary(['StatementPreviousTwoYear'])])).toEqual([
      'Registration',
      'CapTable',
    ]);
  });

  it('falls back on the decision summary’s missing list, then on nothing', () => {
    expect(markedForReupload(undefined, [undefined, summary(['CapTable'])])).toEqual(['CapTable']);
    expect(markedForReupload(undefined, [])).toEqual([]);
  });

  it('reads the page’s cache: a mark written into the panel counts at once', () => {
    const client = testQueryClient();
    client.setQueryData(staffQueryKey('/cases/7/summary', { computedAt: 'x' }), summary(['Registration']));
    expect(cachedReuploadMarks(client, 7)).toEqual(['Registration']);
    client.setQueryData(staffQueryKey('/cases/7/documents'), {
      documents: [doc(1, 'CapTable', 'needs_reupload')],
    });
    expect(cachedReuploadMarks(client, 7)).toEqual(['CapTable']);
    expect(cachedReuploadMarks(client, 8)).toEqual([]);
  });
});
