import {
  applyUserStatus,
  arrRevenueAtom,
  checkUser,
  COMMON_NS,
  eligibleCompletedAtom,
  GROSS_PROFIT_BUSINESS_TYPES,
  hasBusinessType,
  onboardingIdAtom,
  stepOneAtom,
  stepTwoAtom,
  updateOnboarding,
  userNameAtom,
  userStatusAtom,
  useTranslation,
  PATHS,
} from '@onboarding/shared';
import {
  buildEligibilityStep,
  eligibilityStepTwoSchema,
  type EligibilityStepTwo,
  type EligibilityStepTwoInput,
} from '@onboarding/shared/schemas';
import { Button, layout, notifyError, ScreenHeader } from '@onboarding/shared/ui';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Navigate, useNavigate } from '@onboarding/shared/router';
import { ELIGIBILITY_NS } from '../../i18n';
import { saveEligibilityDraftInBackground } from '../../lib/drafts';
import { FinishedNotice } from '../../components/FinishedNotice';
import { routeAfterDecision } from '../../lib/route-after-decision';
import { schemaResolver } from '../../lib/schema-resolver';
import screen from '../../components/screen.module.css';
import { YesNoField } from '../../components/YesNoField';
import { NumberField } from './NumberField';
import { stepTwoDraft, stepTwoFilled, stepTwoFormValues, type StepTwoForm } from './step-two-values';
import { forgetUnsavedStepTwo, keepUnsavedStepTwo, unsavedStepTwo } from './unsaved-answers';

/** Sends a draft of the answers in the background; once the server has them all, the tab's copy is not needed. */
function saveDraft(values: StepTwoForm): void {
  saveEligibilityDraftInBackground(stepTwoDraft(values), { onSaved: () => forgetUnsavedStepTwo(values) });
}

// Typing pauses this long before the answers so far are saved, so a reload or another device finds them.
const AUTOSAVE_DELAY_MS = 800;

/** /eligible-check-part-two: how the business is doing, step two of the eligibility check, and the submission. */
export default function StepTwoScreen() {
  const { t } = useTranslation(ELIGIBILITY_NS);
  const { t: tc } = useTranslation(COMMON_NS);
  const navigate = useNavigate();
  const stepOne = useAtomValue(stepOneAtom);
  const [savedTwo, setStepTwo] = useAtom(stepTwoAtom);
  const setUserName = useSetAtom(userNameAtom);
  const setArrRevenue = useSetAtom(arrRevenueAtom);
  const [decided, setDecided] = useAtom(eligibleCompletedAtom);
  const status = useAtomValue(userStatusAtom);
  const application = useAtomValue(onboardingIdAtom);
  const jotaiStore = useStore();
  // Read once: the form owns the answers from here on and writes them back as they change. Answers this tab kept
  // that the server may not have (a reload before the draft went out) win over the copy check-user brought.
  const [unsaved] = useState(() => (decided ? null : unsavedStepTwo(application)));
  const [initial] = useState(() => unsaved ?? stepTwoFormValues(savedTwo));
  const autosave = useRef<{ timer: ReturnType<typeof setTimeout> | null; values: StepTwoForm | null }>({
    timer: null,
    values: null,
  });

  const {
    register,
    control,
    handleSubmit,
    watch,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<EligibilityStepTwoInput, unknown, EligibilityStepTwo>({
    resolver: schemaResolver(eligibilityStepTwoSchema),
    mode: 'onTouched',
    defaultValues: initial,
  });

  const values = watch();
  const filled = stepTwoFilled(values);
  const grossProfit = hasBusinessType(stepOne?.businessType, GROSS_PROFIT_BUSINESS_TYPES);

  // Restored answers go where the typed ones go: the client state and, in the background, the server.
  useEffect(() => {
    if (decided) forgetUnsavedStepTwo();
    if (!unsaved) return;
    setStepTwo(unsaved);
    saveDraft(unsaved);
  }, [decided, unsaved, setStepTwo]);

  // Every change goes to the client state and the tab's copy at once and, after a pause in typing, to the server as
  // a draft. A decided check is not saved again: its answers are final.
  useEffect(() => {
    const pending = autosave.current;
    const flush = () => {
      if (pending.timer) clearTimeout(pending.timer);
      pending.timer = null;
      const latest = pending.values;
      pending.values = null;
      if (latest) saveDraft(latest);
    };
    const subscription = watch((next) => {
      setStepTwo({ ...next });
      if (decided) return;
      keepUnsavedStepTwo(application, { ...next });
      pending.values = { ...next };
      if (pending.timer) clearTimeout(pending.timer);
      pending.timer = setTimeout(flush, AUTOSAVE_DELAY_MS);
    });
    return () => {
      subscription.unsubscribe();
      flush();
    };
  }, [watch, setStepTwo, decided, application]);

  const cancelAutosave = () => {
    const pending = autosave.current;
    if (pending.timer) clearTimeout(pending.timer);
    pending.timer = null;
    pending.values = null;
  };

  if (!stepOne) return <Navigate to="/eligible-check" replace />;

  // BACK saves and returns at once: the answers go to the client state, the server's copy follows in the background.
  const onBack = () => {
    cancelAutosave();
    const current = getValues();
    setStepTwo({ ...current });
    if (!decided) saveDraft(current);
    navigate(PATHS.eligibleCheck);
  };

  const onValid = async (two: EligibilityStepTwo) => {
    cancelAutosave();
    setStepTwo({ ...getValues() });
    try {
      const answer = await updateOnboarding({ eligibility_step: buildEligibilityStep(stepOne, two) });
      if (answer.name) setUserName(answer.name);
      const arr = answer.eligibility_step?.ARRYearlyRevenue;
      if (typeof arr === 'number') setArrRevenue(arr);
    } catch {
      // Spec section 8: a failed update call says the generic text, whatever the server answered.
      notifyError(tc('genericFailure'));
      return;
    }
    forgetUnsavedStepTwo();
    // Decided: coming back here (browser Back) shows the answers, never a second SUBMIT.
    setDecided(true);
    // The journey's other marks follow the decision; the result screen does not wait for them.
    checkUser()
      .then((status) => applyUserStatus(status, jotaiStore))
      .catch(() => undefined);
    navigate(PATHS.eligible);
  };

  const yesNo = { yes: t('stepTwo.yes'), no: t('stepTwo.no'), disabled: decided };
  const numbers = { control, disabled: decided };

  return (
    <section className={layout.screen} aria-labelledby="step-two-title">
      <ScreenHeader id="step-two-title" title={t('stepTwo.title')} intro={t('stepTwo.intro')} />
      {decided && <FinishedNotice />}
      <form
        className={layout.form}
        aria-label={t('stepTwo.formLabel')}
        noValidate
        onSubmit={handleSubmit(onValid)}
      >
        <div className={screen.grid}>
          <div className={screen.full}>
            <YesNoField
              legend={t('stepTwo.isSoftware')}
              {...yesNo}
              error={errors.isSoftware?.message}
              input={register('isSoftware')}
            />
          </div>
          <NumberField
            {...numbers}
            name="ARRYearlyRevenue"
            money
            label={grossProfit ? t('stepTwo.grossProfit') : t('stepTwo.revenue')}
          />
          <NumberField
            {...numbers}
            name="activeContracts"
            money={false}
            label={t('stepTwo.activeContracts')}
          />
          <NumberField
            {...numbers}
            name="investmentRounds"
            money={false}
            label={t('stepTwo.investmentRounds')}
          />
          <NumberField {...numbers} name="runway" money={false} label={t('stepTwo.runway')} />
          <NumberField {...numbers} name="requestedAmount" money label={t('stepTwo.requestedAmount')} />
          <div className={screen.full}>
            <YesNoField
              legend={t('stepTwo.isSharia')}
              {...yesNo}
              error={errors.isSharia?.message}
              input={register('isSharia')}
            />
          </div>
          <div className={screen.full}>
            <YesNoField
              legend={t('stepTwo.debt')}
              {...yesNo}
              error={errors.debt?.message}
              // A new answer clears the amount: it belonged to the previous answer (spec section 4).
              input={register('debt', {
                onChange: () => setValue('debtAmount', '', { shouldValidate: false }),
              })}
            />
          </div>
          {values.debt === 'Yes' && (
            <NumberField {...numbers} name="debtAmount" money label={t('stepTwo.debtAmount')} />
          )}
          <NumberField
            {...numbers}
            name="institutionalInvestors"
            money={false}
            label={t('stepTwo.institutionalInvestors')}
          />
          <NumberField {...numbers} name="raisedAmount" money label={t('stepTwo.raisedAmount')} />
        </div>
        <div className={layout.actions}>
          <Button variant="secondary" disabled={isSubmitting} onClick={onBack}>
            {t('stepTwo.back')}
          </Button>
          {decided ? (
            <Button onClick={() => navigate(routeAfterDecision(status))}>{t('finished.continue')}</Button>
          ) : (
            <Button type="submit" disabled={!filled} loading={isSubmitting}>
              {t('stepTwo.submit')}
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
