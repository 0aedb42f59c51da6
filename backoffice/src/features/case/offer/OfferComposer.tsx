import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '@onboarding/shared';
import type { OfferStepResult } from '@onboarding/shared/backoffice';
import { Button, layout, TextAreaField, TextField } from '@onboarding/shared/ui';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { errorMessage } from '../../../app/errors';
import { BACKOFFICE_NS } from '../../../i18n';
import screens from '../../screens.module.css';
import {
  CURRENCIES,
  EMPTY_OFFER_FORM,
  fieldOfServerMessage,
  formToTerms,
  offerFormSchema,
  type OfferForm,
} from './composer-form';
import { offerPreview } from './composer-preview';
import { proposeOffer } from './offer-api';
import styles from './offer.module.css';
import { OfferPreview } from './OfferPreview';

/**
 * The offer composer: the terms of a new version, checked with the contract's schema as typed, proposed to the
 * server; its refusals shown at the field they are about, or above the form. The preview computes the sale price, the
 * rate and the schedule as the reviewer types, with the module the server computes the stored version with.
 */
export function OfferComposer({
  caseId,
  dualApprovalAboveMinor,
  onProposed,
}: {
  caseId: number;
  dualApprovalAboveMinor: number;
  onProposed: (result: OfferStepResult) => void;
}) {
  const { t } = useTranslation(BACKOFFICE_NS);
  const [topError, setTopError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    control,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OfferForm>({
    resolver: zodResolver(offerFormSchema),
    mode: 'onTouched',
    defaultValues: EMPTY_OFFER_FORM,
  });
  // Every value the form holds (all have defaults), as typed: the preview follows each keystroke.
  const values = useWatch({ control }) as OfferForm;
  const { scheduleType, charity } = values;
  const preview = offerPreview(values, dualApprovalAboveMinor);

  const onValid = async (values: OfferForm) => {
    setTopError(null);
    try {
      onProposed(await proposeOffer(caseId, formToTerms(values)));
    } catch (err) {
      const message = errorMessage(err);
      const field = fieldOfServerMessage(message);
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      else setTopError(message);
    }
  };

  const f = (key: string) => t(`offer.composer.${key}`);
  return (
    <form
      className={styles.composer}
      aria-labelledby="offer-composer-title"
      noValidate
      onSubmit={(e) => void handleSubmit(onValid)(e)}
    >
      <h3 id="offer-composer-title">{f('title')}</h3>
      <p className={screens.muted}>{f('intro')}</p>
      {topError && (
        <p role="alert" className={layout.alert}>
          {topError}
        </p>
      )}
      <TextAreaField
        label={f('description')}
        rows={2}
        maxLength={500}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className={styles.grid}>
        <div className={screens.field}>
          <label htmlFor="offer-currency">{f('currency')}</label>
          <select
            id="offer-currency"
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
              {errors.currency.message}
            </span>
          )}
        </div>
        <TextField
          label={f('cost')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.cost?.message}
          {...register('cost')}
        />
        <TextField
          label={f('profit')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.profit?.message}
          {...register('profit')}
        />
        <TextField
          label={f('tenure')}
          inputMode="numeric"
          autoComplete="off"
          error={errors.tenure?.message}
          {...register('tenure')}
        />
      </div>
      <fieldset className={layout.fieldset}>
        <legend className={layout.legend}>{f('scheduleType')}</legend>
        <label className={screens.check}>
          <input type="radio" value="equal" {...register('scheduleType')} />
          {f('equal')}
        </label>
        <label className={screens.check}>
          <input type="radio" value="revenue_linked" {...register('scheduleType')} />
          {f('revenueLinked')}
        </label>
        {errors.scheduleType && (
          <span role="alert" className={styles.error}>
            {errors.scheduleType.message}
          </span>
        )}
      </fieldset>
      {scheduleType === 'revenue_linked' && (
        <div className={styles.grid}>
          <TextField
            label={f('share')}
            inputMode="decimal"
            autoComplete="off"
            error={errors.share?.message}
            {...register('share')}
          />
          <TextField
            label={f('expectedRevenue')}
            inputMode="decimal"
            autoComplete="off"
            error={errors.expectedRevenue?.message}
            {...register('expectedRevenue')}
          />
        </div>
      )}
      <div className={styles.grid}>
        <TextField
          label={f('validUntil')}
          type="date"
          error={errors.validUntil?.message}
          {...register('validUntil')}
        />
        <TextField
          label={f('firstDue')}
          type="date"
          error={errors.firstDueDate?.message}
          {...register('firstDueDate')}
        />
      </div>
      <label className={screens.check}>
        <input type="checkbox" {...register('charity')} />
        {f('charity')}
      </label>
      {charity && (
        <TextField
          label={f('donation')}
          inputMode="decimal"
          autoComplete="off"
          error={errors.donation?.message}
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
