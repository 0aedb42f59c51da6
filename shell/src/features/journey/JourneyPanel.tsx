import { ACCOUNTING_SYSTEMS, formatLocale, useTranslation } from '@onboarding/shared';
import { useAtomValue } from 'jotai';
import { useId, useState, type KeyboardEvent } from 'react';
import { rememberLanguage } from '@onboarding/shared';
import { Glyph, LanguageSwitch } from '@onboarding/shared/ui/core';
import { useLocation } from '@onboarding/shared/router';
import { HelpSection } from '../../components/help/HelpSection';
import { SHELL_NS } from '../../i18n';
import styles from './journey.module.css';
import { StatusIcon } from './StatusIcon';
import { JOURNEY_STEPS, stepOfPath } from './steps';

type Step = (typeof JOURNEY_STEPS)[number];

/** The keys that move between the steps' buttons, as in the WAI-ARIA accordion pattern. */
function focusAnotherStep(event: KeyboardEvent<HTMLButtonElement>) {
  const steps = event.currentTarget.closest('[data-steps]');
  if (!steps) return;
  const triggers = [...steps.querySelectorAll<HTMLButtonElement>('button[aria-controls]')];
  const at = triggers.indexOf(event.currentTarget);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: triggers.length - 1 }[event.key];
  if (next === undefined) return;
  event.preventDefault();
  triggers[(next + triggers.length) % triggers.length]?.focus();
}

function JourneyStep({
  step,
  current,
  open,
  onToggle,
}: {
  step: Step;
  current: boolean;
  open: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation(SHELL_NS);
  const done = useAtomValue(step.done);
  const id = useId();
  const triggerId = `${id}trigger`;
  const contentId = `${id}content`;
  const state = open ? 'open' : 'closed';
  const title = t(`journey.${step.key}.title`);
  const providers = new Intl.ListFormat(formatLocale(), { type: 'disjunction' }).format(
    ACCOUNTING_SYSTEMS.map((s) => s.name),
  );
  const points = t(`journey.${step.key}.points`, { returnObjects: true, providers }) as unknown as string[];
  return (
    <div
      className={styles.item}
      data-state={state}
      data-current={current || undefined}
      aria-current={current ? 'step' : undefined}
    >
      <h3 className={styles.itemHeader}>
        <StatusIcon
          done={done}
          label={t(done ? 'journey.statusDone' : 'journey.statusTodo', { step: title })}
        />
        <button
          type="button"
          id={triggerId}
          className={styles.trigger}
          aria-expanded={open}
          aria-controls={contentId}
          data-state={state}
          onClick={onToggle}
          onKeyDown={focusAnotherStep}
        >
          <span className={styles.triggerText}>
            <span>{title}</span>
            {current && <span className={styles.currentBadge}>{t('journey.current')}</span>}
          </span>
          <Glyph className={styles.chevron} size={20}>
            <path d="M6 9l6 6 6-6" />
          </Glyph>
        </button>
      </h3>
      <div id={contentId} role="region" aria-labelledby={triggerId} className={styles.content} hidden={!open}>
        {open && (
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

/**
 * The four steps, one open at a time (or none): an accordion of our own, a few lines where a library's would be
 * about 8 KiB gzipped on the first page.
 */
function JourneySteps({ label, currentStep }: { label: string; currentStep: string | null }) {
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className={styles.steps} aria-label={label} data-steps>
      {JOURNEY_STEPS.map((step) => (
        <JourneyStep
          key={step.key}
          step={step}
          current={step.key === currentStep}
          open={open === step.key}
          onToggle={() => setOpen(open === step.key ? null : step.key)}
        />
      ))}
    </div>
  );
}

/**
 * The onboarding journey panel: title, subtitle, the four steps with their status, and the help link. Beside the
 * step view on wide screens; inside the navbar's collapsible part at 768 px or less (where the navbar shows the
 * title and the language switch, so the panel leaves them out).
 */
export function JourneyPanel({ showTitle = true }: { showTitle?: boolean }) {
  const { t } = useTranslation(SHELL_NS);
  const titleId = useId();
  const currentStep = stepOfPath(useLocation().pathname);
  return (
    <section
      className={styles.panel}
      aria-labelledby={showTitle ? titleId : undefined}
      aria-label={showTitle ? undefined : t('journey.title')}
    >
      {showTitle && (
        <>
          <LanguageSwitch className={styles.language} onChange={rememberLanguage} />
          <h2 id={titleId} className={styles.title}>
            {t('journey.title')}
          </h2>
        </>
      )}
      <p className={styles.subtitle}>{t('journey.subtitle')}</p>
      <JourneySteps label={t('journey.stepsLabel')} currentStep={currentStep} />
      <HelpSection />
    </section>
  );
}
