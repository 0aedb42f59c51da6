import { eligibleCompletedAtom, uploadDocumentsCompletedAtom } from '@onboarding/shared';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { renderAt, setViewportWidth } from '../../test-utils';
import { Layout } from './Layout';

const STEP_TITLES = ['Eligibility Check', 'Upload Your Documents', 'Connect Your Systems', 'Get Funded'];

describe('Layout on wide screens', () => {
  beforeEach(() => setViewportWidth(1280));

  it('shows the journey panel beside the step: title, subtitle, four steps, help link', () => {
    renderAt(<Layout />);
    expect(screen.getByRole('heading', { name: 'Onboarding Journey' })).toBeInTheDocument();
    expect(screen.getByText('Follow these steps to secure your funding.')).toBeInTheDocument();
    for (const title of STEP_TITLES) expect(screen.getByRole('button', { name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: "We're here if you need help!" })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Onboarding Journey' })).not.toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('lights the status icon of each completed step', () => {
    const store = createStore();
    store.set(eligibleCompletedAtom, true);
    store.set(uploadDocumentsCompletedAtom, true);
    renderAt(<Layout />, { store });
    expect(screen.getByRole('img', { name: 'Eligibility Check: completed' })).toHaveAttribute(
      'data-status',
      'active',
    );
    expect(screen.getByRole('img', { name: 'Upload Your Documents: completed' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Connect Your Systems: not completed yet' })).toHaveAttribute(
      'data-status',
      'inactive',
    );
    expect(screen.getByRole('img', { name: 'Get Funded: not completed yet' })).toBeInTheDocument();
  });

  it('marks the step of the open screen as the current one, whatever its tick says', () => {
    const store = createStore();
    store.set(eligibleCompletedAtom, true);
    renderAt(<Layout />, { path: '/financials', store });
    const current = document.querySelectorAll('[aria-current="step"]');
    expect(current).toHaveLength(1);
    expect(
      within(current[0] as HTMLElement).getByRole('button', { name: /Upload Your Documents/ }),
    ).toBeVisible();
    expect(within(current[0] as HTMLElement).getByText('You are here')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Eligibility Check: completed' })).toBeInTheDocument();
  });

  it('leaves no step current on the welcome screen', () => {
    renderAt(<Layout />);
    expect(document.querySelector('[aria-current="step"]')).toBeNull();
  });

  it('opens a step to show what it asks for', async () => {
    renderAt(<Layout />);
    expect(screen.queryByText('Cap table.')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Upload Your Documents' });
    await userEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Cap table.')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Your Systems' }));
    expect(screen.getByText(/Xero, QuickBooks, Zoho Books, or Sage/)).toBeVisible();
    // One step open at a time, and the open one closes again.
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Cap table.')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Connect Your Systems' }));
    expect(screen.queryByText(/Xero, QuickBooks/)).not.toBeInTheDocument();
    const systems = screen.getByRole('button', { name: 'Connect Your Systems' });
    expect(document.getElementById(systems.getAttribute('aria-controls')!)).not.toBeVisible();
  });

  it('moves between the steps with the arrow keys, Home and End', async () => {
    renderAt(<Layout />);
    const step = (name: string) => screen.getByRole('button', { name });
    step('Eligibility Check').focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(step('Upload Your Documents')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(step('Get Funded')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(step('Eligibility Check')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(step('Get Funded')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(step('Eligibility Check')).toHaveFocus();
  });
});

describe('Layout at 768 px or less', () => {
  beforeEach(() => setViewportWidth(768));

  it('replaces the panel with a navbar whose toggle shows and hides it', async () => {
    renderAt(<Layout />);
    const toggle = screen.getByRole('button', { name: 'Onboarding Journey' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Follow these steps to secure your funding.')).not.toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByText('Follow these steps to secure your funding.')).toBeVisible();
    for (const title of STEP_TITLES) expect(within(panel).getByRole('button', { name: title })).toBeVisible();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('folds the panel away when the applicant moves to another step', async () => {
    const { router } = renderAt(<Layout />);
    const toggle = screen.getByRole('button', { name: 'Onboarding Journey' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await act(() => router.navigate('/somewhere-else'));
    expect(
      await screen.findByRole('button', { name: 'Onboarding Journey', expanded: false }),
    ).toBeInTheDocument();
  });
});
