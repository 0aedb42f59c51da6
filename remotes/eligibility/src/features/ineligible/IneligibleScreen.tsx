import {
  getEligibilityOutcome,
  formatDecisionDay,
  useFormatLocale,
  useTranslation,
  type EligibilityDecline,
} from '@onboarding/shared';
import { layout, MessageScreen } from '@onboarding/shared/ui';
import { useEffect, useState } from 'react';
import { ELIGIBILITY_NS } from '../../i18n';

/**
 * /ineligible: a polite no, with why (the categories of the rules that declined, never their codes or figures) and
 * the day a new application can be decided, as the email says them; then the promise to get in touch should the team
 * see it otherwise. Until the server answers (or if it cannot), the spec's text stands alone.
 */
export default function IneligibleScreen() {
  const { t } = useTranslation(ELIGIBILITY_NS);
  const locale = useFormatLocale();
  const [declined, setDeclined] = useState<EligibilityDecline | null>(null);

  useEffect(() => {
    let active = true;
    void getEligibilityOutcome().then((result) => {
      if (active) setDeclined(result?.declined ?? null);
    });
    return () => {
      active = false;
    };
  }, []);

  return (
    <MessageScreen
      id="ineligible-title"
      title={t('ineligible.title')}
      to="/"
      linkLabel={t('ineligible.home')}
    >
      <p className={layout.text}>{t('ineligible.text')}</p>
      {declined && declined.reasons.length > 0 && (
        <>
          <p className={layout.text} id="ineligible-reasons">
            {t('ineligible.reasons')}
          </p>
          <ul aria-labelledby="ineligible-reasons" data-testid="decline-reasons">
            {declined.reasons.map((reason) => (
              <li key={reason}>{t(`ineligible.categories.${reason}`)}</li>
            ))}
          </ul>
        </>
      )}
      {declined?.decidableFrom && (
        <p className={layout.text}>
          {t('ineligible.decidableFrom', { date: formatDecisionDay(declined.decidableFrom, locale) })}
        </p>
      )}
      <p className={layout.text}>{t('ineligible.contact')}</p>
      {declined && <p className={layout.text}>{t('ineligible.emailed')}</p>}
    </MessageScreen>
  );
}
