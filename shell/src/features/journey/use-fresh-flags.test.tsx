import { connectSystemCompletedAtom, setToken } from '@onboarding/shared';
import { fakeApi } from '@onboarding/shared/testing';
import { useNavigate } from '@onboarding/shared/router';
import { act, screen, waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import { renderAt } from '../../test-utils';
import { useFreshFlags } from './use-fresh-flags';

const liveToken = () => {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
};

function Probe() {
  useFreshFlags();
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/accounting')}>
      next
    </button>
  );
}

describe('useFreshFlags', () => {
  it('refreshes the journey ticks from check-user after moving to another screen', async () => {
    const api = fakeApi();
    api.reply = () => ({
      status: 200,
      data: {
        stage: 'ACCOUNTING',
        stages_lists: [{ CHECK_ELIGIBILITY: true, ELIGIBLE: true, FINANCIALS: true, TRANSACTION: true }],
      },
    });
    setToken(liveToken());
    const store = createStore();
    renderAt(<Probe />, { path: '/subscriptions/file/mapping', store });
    // The first screen's flags come from the session check on load: no second call.
    expect(api.requests).toHaveLength(0);
    await act(async () => screen.getByRole('button', { name: 'next' }).click());
    await waitFor(() => expect(store.get(connectSystemCompletedAtom)).toBe(true));
    expect(api.requests.map((r) => r.url)).toEqual([expect.stringContaining('check-user')]);
  });
});
