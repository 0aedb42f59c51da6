import { zodResolver } from '@hookform/resolvers/zod';
import { formatLocale, useTranslation } from '@onboarding/shared';
import {
  isIsoDate,
  OFFER_MAX_FIRST_DUE_DAYS,
  OFFER_MAX_TENURE_MONTHS,
  OFFER_MAX_VALIDITY_DAYS,
  todayOf,
  type OfferStepResult,
} from '@onboarding/shared/backoffice';
import { formatMoney } from '@onboarding/shared/money';
import { Button, layout, TextAreaField, TextField } from '@onboarding/shared/ui';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../app/errors';
import { BACKOFFICE_NS } from '../../../i18n';
import screens from '../../screens.module.css';
import {
  aboveSuggested,
  COMPOSER_ERRORS,
  composerSchema,
  CURRENCIES,
  EMPTY_OFFER_FORM,
  errorOfServerMessage,
  FIELD_ORDER,
  formToTerms,
  type ComposerError,
  type OfferField,
  type OfferForm,
  type SuggestedFacility,
} from './composer-form';
import { addDays, fieldDatePattern, formatFieldDate } from './day';
import { offerPreview } from './composer-preview';
import { proposeOffer } from './offer-api';
import styles from './offer.module.css';
import { OfferPreview } from './OfferPreview';

/** Each field's control, for the error summary's links (the schedule's: its first choice). */
const FIELD_IDS: Record<OfferField, string> = {
  description: 'offer-description',
  currency: 'offer-currency',
  cost: 'offer-cost',
  profit: 'offer-profit',
  tenure: 'offer-tenure',
  scheduleType: 'offer-schedule-equal',
  share: 'offer-share',
  expectedRevenue: 'offer-expected-revenue',
  validUntil: 'offer-valid-until',
  firstDueDate: 'offer-first-due',
  charity: 'offer-charity',
  donation: 'offer-donation',
};

/** Each field's label (under `offer.composer`), for the error summary. */
const FIELD_LABELS: Record<OfferField, string> = {
  description: 'description',
  currency: 'currency',
  cost: 'cost',
  profit: 'profit',
  tenure: 'tenure',
  scheduleType: 'scheduleType',
  share: 'share',
  expectedRevenue: 'expectedRevenue',
  validUntil: 'validUntil',
  firstDueDate: 'firstDue',
  charity: 'charity',
  donation: 'donation',
};

/**
 * The offer composer: the terms of a new version, checked as typed, proposed to the server; every problem written
 * in the reader's words at its field and, on submitting, listed in a summary at the top that takes the focus and
 * links to each field (the server's refusals too). The preview computes the sale price, the rate and the schedule as
 * the reviewer types, with the module the server computes the stored version with. The cost price is shown beside
 * the pricing guide's suggested facility, with a warning above it; with no other active approver, the composer says
 * that a version proposed now waits for an admin to add one.
 */
export function OfferComposer({
  caseId,
  dualApprovalAboveMinor,
  suggested = null,
  otherApprovers = 1,
  onProposed,
}: {
  caseId: number;
  dualApprovalAboveMinor: number;
  /** The pricing guide's suggested facility, when the case's underwriting has one. */
  suggested?: SuggestedFacility | null;
  /** How many active approvers besides the reader could approve a version they propose. */
  otherApprovers?: number;
  onProposed: (result: OfferStepResult) => void;
}) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const lang = formatLocale();
  const [topError, setTopError] = useState<string | null>(null);
  // Shown once a submission found problems, it follows them as they are fixed; each submission focuses it again.
  const [summaryShown, setSummaryShown] = useState(false);
  const [focusSummary, setFocusSummary] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const today = useMemo(() => todayOf(new Date()), []);
  const schema = useMemo(() => composerSchema(today), [today]);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OfferForm>({
    resolver: zodResolver(schema),
    mode: 'onTouched',
    defaultValues: EMPTY_OFFER_FORM,
    // The summary takes the focus, and its links lead to the fields.
    shouldFocusError: false,
  });
  // Every value the form holds (all have defaults), as typed: the preview follows each keystroke.
  const values = useWatch({ control }) as OfferForm;
  const { scheduleType, charity } = values;
  const preview = offerPreview(values, dualApprovalAboveMinor);
  const above = aboveSuggested(values, suggested);

  useEffect(() => {
    if (focusSummary) summaryRef.current?.focus();
  }, [focusSummary]);

  const f = (key: string, options: Record<string, unknown> = {}) => t(`offer.composer.${key}`, options);
  const dateFormat = fieldDatePattern({
    day: f('dateParts.day'),
    month: f('dateParts.month'),
    year: f('dateParts.year'),
  });

  /** A field's error in the reader's words, the dates written as the date fields show them. */
  const err = (field: OfferField): string | undefined => {
    const code = errors[field]?.message;
    if (!code || !(COMPOSER_ERRORS as readonly string[]).includes(code)) return code;
    const error = code as ComposerError;
    const params: Record<string, unknown> = { format: dateFormat, max: OFFER_MAX_TENURE_MONTHS };
    if (error === 'validUntil')
      Object.assign(params, {
        from: formatFieldDate(addDays(today, 1)),
        to: formatFieldDate(addDays(today, OFFER_MAX_VALIDITY_DAYS)),
      });
    if (error === 'firstDue' && isIsoDate(values.validUntil))
      Object.assign(params, {
        from: formatFieldDate(addDays(values.validUntil, 1)),
        to: formatFieldDate(addDays(values.validUntil, OFFER_MAX_FIRST_DUE_DAYS)),
      });
    return f(`errors.${error}`, params);
  };

  const showSummary = () => {
    setSummaryShown(true);
    setFocusSummary((n) => n + 1);
  };

  const onValid = async (values: OfferForm) => {
    setTopError(null);
    try {
      onProposed(await proposeOffer(caseId, formToTerms(values)));
    } catch (e) {
      const message = errorMessage(e);
      const placed = errorOfServerMessage(message);
      if (placed) {
        setError(placed.field, { type: 'server', message: placed.error });
        showSummary();
      } else setTopError(message);
    }
  };

  const listed = FIELD_ORDER.filter((field) => errors[field]?.message);
  return (
    <form
      className={styles.composer}
      aria-labelledby="offer-composer-title"
      noValidate
      onSubmit={(e) => void handleSubmit(onValid, showSummary)(e)}
    >
      <h3 id="offer-composer-title">{f('title')}</h3>
      <p className={screens.muted}>{f('intro')}</p>
      {otherApprovers === 0 && (
        <p className={styles.warning} data-testid="offer-no-approver">
          {f('noOtherApprover')}
        </p>
      )}
      {summaryShown && listed.length > 0 && (
        <div
          ref={summaryRef}
          className={styles.summary}
          role="group"
          aria-labelledby="offer-summary-title"
          tabIndex={-1}
          data-testid="offer-error-summary"
        >
          <h4 id="offer-summary-title">{f('summaryTitle')}</h4>
          <ul>
            {listed.map((field) => (
              <li key={field}>
                <a
                  href={`#${FIELD_IDS[field]}`}
                  onClick={(e) => {
                    e.preventDefault();
                    const target = document.getElementById(FIELD_IDS[field]);
                    target?.scrollIntoView?.({ block: 'center' });
                    target?.focus();
                  }}
                >
                  {f('summaryItem', { field: f(FIELD_LABELS[field]), error: err(field) })}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {topError && (
        <p role="alert" className={layout.alert}>
          {topError}
        </p>
      )}
      <TextAreaField
        label={f('description')}
        rows={2}
        maxLength={500}
        id={FIELD_IDS.description}
        error={err('description')}
        {...register('description')}
      />
      <div className={styles.grid}>
        <div className={screens.field}>
          <label htmlFor={FIELD_IDS.currency}>{f('currency')}</label>
          <select
            id={FIELD_IDS.currency}
            {...register('currency')}
            aria-invalid={errors.currency ? true : undefined}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          {errors.currency && (
            <span role="alert" className={styles.error}>
              {err('currency')}
            </span>
          )}
        </div>
        <TextField
          label={f('cost')}
          id={FIELD_IDS.cost}
          inputMode="decimal"
          autoComplete="off"
          hint={
            suggested && (
              <>
                <span data-testid="offer-suggested">
                  {f('suggested', { amount: formatMoney(suggested.minor, suggested.currency, lang) })}
                </span>
                {above !== null && (
                  <strong className={styles.warningText} data-testid="offer-above-suggested">
                    {' '}
                    {f('aboveSuggested', { amount: formatMoney(above, suggested.currency, lang) })}
                  </strong>
                )}
              </>
            )
          }
          error={err('cost')}
          {...register('cost')}
        />
        <TextField
          label={f('profit')}
          inputMode="decimal"
          autoComplete="off"
          id={FIELD_IDS.profit}
          error={err('profit')}
          {...register('profit')}
        />
        <TextField
          label={f('tenure')}
          inputMode="numeric"
          autoComplete="off"
          id={FIELD_IDS.tenure}
          error={err('tenure')}
          {...register('tenure')}
        />
      </div>
      <fieldset className={layout.fieldset}>
        <legend className={layout.legend}>{f('scheduleType')}</legend>
        <label className={screens.check}>
          <input type="radio" id={FIELD_IDS.scheduleType} value="equal" {...register('scheduleType')} />
          {f('equal')}
        </label>
        <label className={screens.check}>
          <input type="radio" value="revenue_linked" {...register('scheduleType')} />
          {f('revenueLinked')}
        </label>
        {errors.scheduleType && (
          <span role="alert" className={styles.error}>
            {err('scheduleType')}
          </span>
        )}
      </fieldset>
      {scheduleType === 'revenue_linked' && (
        <div className={styles.grid}>
          <TextField
            label={f('share')}
            inputMode="decimal"
            autoComplete="off"
            id={FIELD_IDS.share}
            error={err('share')}
            {...register('share')}
          />
          <TextField
            label={f('expectedRevenue')}
            inputMode="decimal"
            autoComplete="off"
            id={FIELD_IDS.expectedRevenue}
            error={err('expectedRevenue')}
            {...register('expectedRevenue')}
          />
        </div>
      )}
      <div className={styles.grid}>
        <TextField
          label={f('validUntil')}
          type="date"
          id={FIELD_IDS.validUntil}
          hint={f('dateHint', { format: dateFormat })}
          error={err('validUntil')}
          {...register('validUntil')}
        />
        <TextField
          label={f('firstDue')}
          type="date"
          id={FIELD_IDS.firstDueDate}
          hint={f('dateHint', { format: dateFormat })}
          error={err('firstDueDate')}
          {...register('firstDueDate')}
        />
      </div>
      <label className={screens.check}>
        <input type="checkbox" id={FIELD_IDS.charity} {...register('charity')} />
        {f('charity')}
      </label>
      {charity && (
        <TextField
          label={f('donation')}
          inputMode="decimal"
          autoComplete="off"
          id={FIELD_IDS.donation}
          error={err('donation')}
          {...register('donation')}
        />
      )}
      <OfferPreview preview={preview} />
      <div>
        <Button type="submit" loading={isSubmitting}>
          {f('submit')}
        </Button>
      </div>
    </form>
  );
}
