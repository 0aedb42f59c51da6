import { Outlet } from '@onboarding/shared/router';
import { createContext, use } from 'react';
import type { LoadReviewPanel } from './review-panels';

const Context = createContext<LoadReviewPanel | null>(null);

/** Gives the routes below the review-panel loader (the federation runtime's, or a test's fake). */
export function ReviewPanelsContext({ value }: { value: LoadReviewPanel }) {
  return (
    <Context value={value}>
      <Outlet />
    </Context>
  );
}

export function useReviewPanelLoader(): LoadReviewPanel {
  const load = use(Context);
  if (!load) throw new Error('useReviewPanelLoader outside ReviewPanelsContext');
  return load;
}
