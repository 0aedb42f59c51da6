import { formatLocale, useTranslation } from '@onboarding/shared';
import type { PricingGuide } from '@onboarding/shared/backoffice';
import { ScrollRegion } from '@onboarding/shared/ui';
import { useId } from 'react';
import { formatMoney } from '../../../app/format';
import { BACKOFFICE_NS } from '../../../i18n';
import screens from '../../screens.module.css';
import { useUnderwritingText } from './texts';
import styles from './underwriting.module.css';

/**
 * The pricing guide: the suggested facility (the least of the figures compared), which figure bound it and the
 * policy version that gave it, or why there is no suggestion; then every figure compared with how it was computed.
 */
export function PricingGuideView({ pricing, currency }: { pricing: PricingGuide; currency: string }) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const write = useUnderwritingText(currency);
  const titleId = useId();
  const captionId = useId();
  const language = formatLocale();
  const bound = pricing.candidates.find((c) => c.key === pricing.boundBy);
  const suggested =
    pricing.suggestedMinor === null ? null : formatMoney(pricing.suggestedMinor, currency, language);
  return (
    <section className={styles.section} aria-labelledby={titleId} data-section="pricing">
      <h3 id={titleId} className={styles.sectionTitle}>
        {t('underwriting.pricing.title')}
      </h3>
      <dl className={screens.facts}>
        <div>
          <dt>{t('underwriting.pricing.suggested')}</dt>
          <dd className={styles.metricValue}>{suggested ?? t('underwriting.pricing.none')}</dd>
        </div>
        {pricing.boundBy && (
          <div>
            <dt>{t('underwriting.pricing.boundBy')}</dt>
            <dd>{bound ? write(bound.label) : t(`underwriting.pricing.bounds.${pricing.boundBy}`)}</dd>
          </div>
        )}
        <div>
          <dt>{t('underwriting.pricing.policy')}</dt>
          <dd>{pricing.policyVersion}</dd>
        </div>
      </dl>
      {suggested === null && pricing.unavailable && (
        <p className={styles.reason}>{write(pricing.unavailable)}</p>
      )}
      {pricing.suggestedMinor !== null &&
        bound?.amountMinor != null &&
        pricing.suggestedMinor < bound.amountMinor && (
          <p className={styles.reason}>{t('underwriting.pricing.roundedDown')}</p>
        )}
      {pricing.candidates.length > 0 && (
        <ScrollRegion labelledBy={captionId}>
          <table className={screens.table}>
            <caption id={captionId} className={styles.caption}>
              {t('underwriting.pricing.candidates')}
            </caption>
            <thead>
              <tr>
                <th scope="col">{t('underwriting.pricing.candidate')}</th>
                <th scope="col" className={styles.number}>
                  {t('underwriting.pricing.amount')}
                </th>
                <th scope="col">{t('underwriting.pricing.how')}</th>
              </tr>
            </thead>
            <tbody>
              {pricing.candidates.map((c) => (
                <tr key={c.key} data-bound={c.key === pricing.boundBy || undefined}>
                  <th scope="row">
                    {write(c.label)}
                    {c.key === pricing.boundBy && (
                      <span className={styles.boundMark}> ({t('underwriting.pricing.binding')})</span>
                    )}
                  </th>
                  <td className={styles.number}>
                    {c.amountMinor === null ? (
                      <span className={styles.reason}>
                        {c.unavailable ? write(c.unavailable) : t('underwriting.unavailable')}
                      </span>
                    ) : (
                      formatMoney(c.amountMinor, currency, language)
                    )}
                  </td>
                  <td>{write(c.formula)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
