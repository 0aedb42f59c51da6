import {
  currentDigits,
  DIGITS,
  LANGUAGE_NAMES,
  LANGUAGES,
  setDigits,
  setLanguage,
  type Digits,
  type Language,
} from '@onboarding/shared';
import { useCommonTranslation } from './shared';
import styles from './LanguageSwitch.module.css';

export interface LanguageSwitchProps {
  /**
   * Told of the choice of language or digits once the page shows it (a signed-in applicant's choice is kept with them
   * for emails).
   */
  onChange?: (lng: Language) => void;
  className?: string;
  /** Only the language(s) to switch to, for a narrow bar where both names do not fit beside its title. */
  compact?: boolean;
}

/** Each choice of digits written in itself, like the languages' names. */
const DIGITS_SAMPLE: Record<Digits, string> = { latn: '123', arab: '١٢٣' };

/**
 * English / العربية: each name written in its own language and script, so a reader finds theirs whichever language the
 * page is in. Buttons, not a select: one press, and the current one is marked for screen readers. In Arabic, the
 * digits beside it: Western (the default) or Arabic-Indic, for every number the page formats.
 */
export function LanguageSwitch({ onChange, className, compact = false }: LanguageSwitchProps) {
  const { t, i18n } = useCommonTranslation();
  const digits = currentDigits();
  return (
    <div className={[styles.switch, className].filter(Boolean).join(' ')}>
      <div role="group" aria-label={t('language')} className={styles.options}>
        {LANGUAGES.map((lng) => {
          const current = i18n.language === lng;
          if (compact && current) return null;
          return (
            <button
              key={lng}
              type="button"
              lang={lng}
              className={styles.option}
              aria-pressed={current}
              onClick={() => {
                if (current) return;
                void setLanguage(lng).then(() => onChange?.(lng));
              }}
            >
              {LANGUAGE_NAMES[lng]}
            </button>
          );
        })}
      </div>
      {i18n.language === 'ar' && (
        <div role="group" aria-label={t('digits.label')} className={styles.options}>
          {DIGITS.map((choice) => {
            const current = digits === choice;
            if (compact && current) return null;
            return (
              <button
                key={choice}
                type="button"
                className={styles.option}
                aria-pressed={current}
                // Named by what it shows (an aria-label differing from it fails WCAG 2.5.3); the group names the choice.
                title={t(`digits.${choice}`)}
                onClick={() => {
                  if (current) return;
                  setDigits(choice);
                  onChange?.('ar');
                }}
              >
                {DIGITS_SAMPLE[choice]}
              </button>
            );
          })}
        </div>
      )}
    </div>
  );
}
