import {
  BUSINESS_TYPES,
  COMPANY_STAGES,
  displayName,
  eligibleCompletedAtom,
  latestIncorporationMonth,
  onboardingIdAtom,
  stepOneAtom,
  userNameAtom,
  userStatusAtom,
  useFormatLocale,
  useTranslation,
  PATHS,
} from '@onboarding/shared';
import {
  eligibilityStepOneSchema,
  HTTPS_PREFIX,
  type EligibilityStepOne,
  type EligibilityStepOneInput,
} from '@onboarding/shared/schemas';
import { Button, layout, ScreenHeader, TextField } from '@onboarding/shared/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from '@onboarding/shared/router';
import { ELIGIBILITY_NS } from '../../i18n';
import { saveEligibilityDraftInBackground } from '../../lib/drafts';
import { FinishedNotice } from '../../components/FinishedNotice';
import { routeAfterDecision } from '../../lib/route-after-decision';
import { MonthYearField } from '../../components/MonthYearField';
import { monthOptions, splitMonth } from '../../lib/month-year';
import screen from '../../components/screen.module.css';
import { schemaResolver } from '../../lib/schema-resolver';
import { tabDraft } from '../../lib/tab-draft';
import { MultiSelectField, SingleSelectField } from '../../components/SelectField';
import { controlled } from '../../lib/controlled';
import { useOptionNames } from './option-names';
import { stepOneDraft, stepOneFilled, stepOneFormValues, withoutScheme } from './step-one-values';

// The company stages as the list picks them: the stage is its own code.
const STAGE_OPTIONS = COMPANY_STAGES.map((stage) => ({ name: stage, code: stage }));

/** Step one as typed, until NEXT takes it (lib/tab-draft.ts). */
const unsavedStepOne = tabDraft<EligibilityStepOneInput>('eligibility.stepOne.unsaved');

/** "November 2026" for "2026-11", the month named as the picker names it. */
function useMonthName(value: string): string {
  const locale = useFormatLocale();
  const { year, month } = splitMonth(value);
  return `${monthOptions(locale)[Number(month) - 1]?.name ?? month} ${year}`;
}

/** /eligible-check: the business, step one of the eligibility check. */
export default function StepOneScreen() {
  const { t } = useTranslation(ELIGIBILITY_NS);
  const navigate = useNavigate();
  const names = useOptionNames();
  const name = displayName(useAtomValue(userNameAtom));
  const [saved, setStepOne] = useAtom(stepOneAtom);
  const decided = useAtomValue(eligibleCompletedAtom);
  const status = useAtomValue(userStatusAtom);
  const application = useAtomValue(onboardingIdAtom);
  // The current month is the latest a company can have been incorporated in; the server checks the same rule.
  const latestMonth = latestIncorporationMonth(new Date());
  const latestMonthName = useMonthName(latestMonth);
  // Answers typed before a reload come back: the tab's copy wins over the last complete step one.
  const [initial] = useState(
    () => (decided ? null : unsavedStepOne.read(application)) ?? stepOneFormValues(saved),
  );

  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<EligibilityStepOneInput, unknown, EligibilityStepOne>({
    resolver: schemaResolver(eligibilityStepOneSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });

  const filled = stepOneFilled(watch());

  useEffect(() => {
    if (decided) return unsavedStepOne.forget();
    const subscription = watch((values) =>
      unsavedStepOne.keep(application, values as EligibilityStepOneInput),
    );
    return () => subscription.unsubscribe();
  }, [watch, decided, application]);

  // NEXT stores step one and goes on at once; the server's copy (save and resume) follows in the background and
  // never holds the applicant here.
  const onValid = (one: EligibilityStepOne) => {
    setStepOne(one);
    unsavedStepOne.forget();
    saveEligibilityDraftInBackground(stepOneDraft(one));
    navigate(PATHS.eligibleCheckPartTwo);
  };

  const selectTexts = {
    placeholder: t('stepOne.selectPlaceholder'),
    noOptionsMessage: t('stepOne.noOptions'),
    disabled: decided,
  };

  return (
    <section className={layout.screen} aria-labelledby="step-one-title">
      <ScreenHeader
        id="step-one-title"
        title={name ? t('stepOne.greeting', { name }) : t('stepOne.greetingNoName')}
        intro={t('stepOne.intro')}
      />
      {decided && <FinishedNotice />}
      <form
        className={layout.form}
        aria-label={t('stepOne.formLabel')}
        noValidate
        onSubmit={handleSubmit(onValid)}
      >
        <div className={screen.grid}>
          <TextField
            label={t('stepOne.businessName')}
            autoComplete="organization"
            dir="auto"
            disabled={decided}
            error={errors.businessName?.message}
            {...register('businessName')}
          />
          <Controller
            control={control}
            name="businessWebsite"
            render={({ field, fieldState }) => (
              <TextField
                label={t('stepOne.businessWebsite')}
                startAdornment={HTTPS_PREFIX}
                inputMode="url"
                autoComplete="url"
                disabled={decided}
                autoCapitalize="none"
                spellCheck={false}
                name={field.name}
                ref={field.ref}
                value={field.value ?? ''}
                onChange={(e) => field.onChange(withoutScheme(e.target.value))}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="dateOfIncorporation"
            render={({ field, fieldState }) => (
              <MonthYearField
                {...selectTexts}
                legend={t('stepOne.dateOfIncorporation')}
                monthLabel={t('stepOne.month')}
                yearLabel={t('stepOne.year')}
                hint={t('stepOne.dateHint', { month: latestMonthName })}
                max={latestMonth}
                ref={field.ref}
                value={typeof field.value === 'string' ? field.value : ''}
                onChange={field.onChange}
                onBlur={field.onBlur}
                error={fieldState.error?.message}
              />
            )}
          />
          <Controller
            control={control}
            name="placeOfOperation"
            render={(props) => (
              <MultiSelectField
                {...selectTexts}
                {...controlled(props)}
                label={t('stepOne.placeOfOperation')}
                hint={t('stepOne.placeOfOperationHint')}
                options={names.countries}
                optionLabel={names.country}
                creatable={{ formatCreateLabel: (value) => t('stepOne.createOption', { value }) }}
              />
            )}
          />
          <Controller
            control={control}
            name="businessType"
            render={(props) => (
              <MultiSelectField
                {...selectTexts}
                {...controlled(props)}
                label={t('stepOne.businessType')}
                options={BUSINESS_TYPES}
                optionLabel={names.businessType}
              />
            )}
          />
          <Controller
            control={control}
            name="countryOfIncorporation"
            render={(props) => (
              <SingleSelectField
                {...selectTexts}
                {...controlled(props)}
                label={t('stepOne.countryOfIncorporation')}
                options={names.countries}
                optionLabel={names.country}
              />
            )}
          />
          <Controller
            control={control}
            name="companyStage"
            render={(props) => (
              <SingleSelectField
                {...selectTexts}
                {...controlled(props)}
                label={t('stepOne.companyStage')}
                options={STAGE_OPTIONS}
                optionLabel={names.companyStage}
              />
            )}
          />
        </div>
        <div className={layout.actions}>
          {decided ? (
            // The answers are final: NEXT only shows step two's, CONTINUE goes on to where the applicant is.
            <>
              <Button variant="secondary" onClick={() => navigate(PATHS.eligibleCheckPartTwo)}>
                {t('stepOne.next')}
              </Button>
              <Button onClick={() => navigate(routeAfterDecision(status))}>{t('finished.continue')}</Button>
            </>
          ) : (
            <Button type="submit" disabled={!filled}>
              {t('stepOne.next')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
