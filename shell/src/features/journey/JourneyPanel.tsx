import * as Accordion from '@radix-ui/react-accordion';
import { ACCOUNTING_SYSTEMS, formatLocale, useTranslation } from '@onboarding/shared';
import { useAtomValue } from 'jotai';
import { useId } from 'react';
import { rememberLanguage } from '@onboarding/shared';
import { LanguageSwitch } from '@onboarding/shared/ui/core';
import { useLocation } from '@onboarding/shared/router';
import { HelpSection } from '../help/HelpSection';
import { SHELL_NS } from '../../i18n';
import styles from './journey.module.css';
import { StatusIcon } from './StatusIcon';
import { JOURNEY_STEPS, stepOfPath } from './steps';

function JourneyStep({ step, current }: { step: (typeof JOURNEY_STEPS)[number]; current: boolean }) {
  const { t } = useTranslation(SHELL_NS);
  const done = useAtomValue(step.done);
  const title = t(`journey.${step.key}.title`);
  const providers = new Intl.ListFormat(formatLocale(), { type: 'disjunction' }).format(
    ACCOUNTING_SYSTEMS.map((s) => s.name),
  );
  const points = t(`journey.${step.key}.points`, { returnObjects: true, providers }) as unknown as string[];
  return (
    <Accordion.Item
      value={step.key}
      className={styles.item}
      data-current={current || undefined}
      aria-current={current ? 'step' : undefined}
    >
      <Accordion.Header className={styles.itemHeader}>
        <StatusIcon
          done={done}
          label={t(done ? 'journey.statusDone' : 'journey.statusTodo', { step: title })}
        />
        <Accordion.Trigger className={styles.trigger}>
          <span className={styles.triggerText}>
            <span>{title}</span>
            {current && <span className={styles.currentBadge}>{t('journey.current')}</span>}
          </span>
          <svg
            className={styles.chevron}
            viewBox="0 0 24 24"
            width="20"
            height="20"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </Accordion.Trigger>
      </Accordion.Header>
      <Accordion.Content className={styles.content}>
        <ul className={styles.points}>
          {points.map((point) => (
            <li key={point}>{point}</li>
          ))}
        </ul>
      </Accordion.Content>
    </Accordion.Item>
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
      <Accordion.Root type="single" collapsible className={styles.steps} aria-label={t('journey.stepsLabel')}>
        {JOURNEY_STEPS.map((step) => (
          <JourneyStep key={step.key} step={step} current={step.key === currentStep} />
        ))}
      </Accordion.Root>
      <HelpSection />
    </section>
  );
}
