import {
  REVIEW_PANELS,
  type ReviewPanelName,
  type ReviewPanelProps,
  type StaffRole,
} from '@onboarding/shared/backoffice';
import {
  createRemoteModuleLoader,
  IncompatibleRemoteError,
  type FederationRuntime,
} from '@onboarding/shared/federation';
import { useTranslation } from '@onboarding/shared';
import { Button, Spinner } from '@onboarding/shared/ui';
import { Component, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { BACKOFFICE_NS } from '../../i18n';
import styles from './review-panels.module.css';

// The case page is composed from each remote's './review' panel, loaded at run time from /remotes.json through
// the federation runtime, with the shell's compatibility check. Each panel fails alone: a remote that is down or
// incompatible, or a panel that throws while rendering, shows its error and a Retry button in its own place.

export type ReviewPanelComponent = ComponentType<ReviewPanelProps>;
export type LoadReviewPanel = (name: ReviewPanelName) => Promise<ReviewPanelComponent>;

export function createReviewPanelLoader(runtime: FederationRuntime): LoadReviewPanel {
  const load = createRemoteModuleLoader(runtime, {
    names: REVIEW_PANELS,
    module: 'review',
    what: 'review panel',
    host: 'the back office',
  });
  return (name) =>
    load(name, (module) => {
      const exported = (module as { default?: unknown } | null | undefined)?.default;
      if (
        typeof exported !== 'function' &&
        !(exported && typeof exported === 'object' && '$$typeof' in exported)
      )
        throw new Error(`${name}/review does not export a component`);
      return exported as ReviewPanelComponent;
    });
}

interface BoundaryProps {
  onError: (error: unknown) => void;
  children: ReactNode;
}

/** Catches what a loaded panel throws while rendering, so the rest of the case page stays. */
class PanelBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

type SlotState =
  | { status: 'loading' }
  | { status: 'ready'; Panel: ReviewPanelComponent }
  | { status: 'failed'; reason: string | null };

/**
 * What the panel's one error line adds to "The X panel could not be loaded": why an incompatible remote was refused
 * (something an operator acts on). Anything else (down, 404, a panel that threw) is the same for the reader; its
 * message goes to the console.
 */
export function failureReason(error: unknown): string | null {
  const cause = (error as { cause?: unknown } | null)?.cause;
  if (error instanceof IncompatibleRemoteError) return error.message;
  if (cause instanceof IncompatibleRemoteError) return cause.message;
  return null;
}

function ReviewPanelSlot({
  name,
  load,
  caseId,
  role,
}: {
  name: ReviewPanelName;
  load: LoadReviewPanel;
  caseId: number;
  role: StaffRole;
}) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<SlotState>({ status: 'loading' });
  const title = t(`panel.${name}`);
  const headingId = `panel-${name}-title`;

  useEffect(() => {
    let live = true;
    load(name).then(
      (Panel) => live && setState({ status: 'ready', Panel }),
      (error: unknown) => {
        if (!live) return;
        console.warn(error instanceof Error ? error.message : error, (error as { cause?: unknown })?.cause);
        setState({ status: 'failed', reason: failureReason(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [load, name, attempt]);

  const retry = () => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  };

  // A loaded panel is its own section, card and heading (ReviewPanelFrame): the slot adds none, or the page would say
  // "Documents" twice in two nested cards. Until then, and when it fails, the slot stands in with the same heading.
  if (state.status === 'ready')
    return (
      <div data-panel={name} className={styles.slot}>
        <PanelBoundary
          key={attempt}
          onError={(error) => {
            console.warn(`The ${name} review panel failed while rendering:`, error);
            setState({ status: 'failed', reason: null });
          }}
        >
          <state.Panel caseId={caseId} role={role} />
        </PanelBoundary>
      </div>
    );

  return (
    <section className={styles.panel} aria-labelledby={headingId} data-panel={name}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {state.status === 'loading' && (
        <div className={styles.loading}>
          <Spinner label={t('panel.loading', { panel: title })} />
        </div>
      )}
      {state.status === 'failed' && (
        <div className={styles.failed} role="alert">
          <p className={styles.error}>
            {state.reason
              ? t('panel.failedBecause', { panel: title, reason: state.reason })
              : t('panel.failed', { panel: title })}
          </p>
          <Button variant="secondary" onClick={retry}>
            {t('panel.retry')}
          </Button>
        </div>
      )}
    </section>
  );
}

/** The four step panels of a case, in the journey's order, each on its own. */
export function ReviewPanels({
  caseId,
  role,
  load,
}: {
  caseId: number;
  role: StaffRole;
  load: LoadReviewPanel;
}) {
  return (
    <div className={styles.panels}>
      {REVIEW_PANELS.map((name) => (
        <ReviewPanelSlot key={name} name={name} load={load} caseId={caseId} role={role} />
      ))}
    </div>
  );
}
