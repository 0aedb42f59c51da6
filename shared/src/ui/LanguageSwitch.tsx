import { LANGUAGE_NAMES, LANGUAGES, setLanguage, type Language } from '@onboarding/shared';
import { useCommonTranslation } from './shared';
import styles from './LanguageSwitch.module.css';

export interface LanguageSwitchProps {
  /** Told of the choice once the page shows it (a signed-in applicant's choice is kept with them for emails). */
  onChange?: (lng: Language) => void;
  className?: string;
  /** Only the language(s) to switch to, for a narrow bar where both names do not fit beside its title. */
  compact?: boolean;
}

/**
 * English / العربية: each name written in its own language and script, so a reader finds theirs whichever language the
 * page is in. Buttons, not a select: one press, and the current one is marked for screen readers.
 */
export function LanguageSwitch({ onChange, className, compact = false }: LanguageSwitchProps) {
  const { t, i18n } = useCommonTranslation();
  return (
    <div
      role="group"
      aria-label={t('language')}
      className={[styles.switch, className].filter(Boolean).join(' ')}
    >
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
  );
}
