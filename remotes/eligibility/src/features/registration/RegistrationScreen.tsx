import {
  COMMON_NS,
  loginDataAtom,
  loginEmailTokenAtom,
  queryingAtom,
  register as registerApplicant,
  useTranslation,
  PATHS,
} from '@onboarding/shared';
import { Button, notifyError } from '@onboarding/shared/ui/core';
import { Captcha, layout, ScreenHeader, TextField, useCaptchaAnswer } from '@onboarding/shared/ui/form';
import { useAtom, useSetAtom } from 'jotai';
import { lazy, Suspense, useEffect, useId, useState, type FormEvent } from 'react';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useNavigate } from '@onboarding/shared/router';
import { ELIGIBILITY_NS } from '../../i18n';
import { rememberLoginFields, type LoginFields } from '../../lib/remembered-login';
import { controlled } from '../../lib/controlled';
import { PhoneField } from './PhoneField';
import { loginFieldsFilled, missingLoginFields } from './registration-rules';
import styles from './registration.module.css';

// zod, the schemas and libphonenumber's check (≈ 62 KiB gzipped in three chunks) load on the first validation (a field
// left, or the form sent), not before the form's first paint. The resolver is async anyway, so the messages and
// their order are the same.
let fieldsResolver: Promise<Resolver<LoginFields>> | null = null;
const loadFieldsResolver = () =>
  (fieldsResolver ??= Promise.all([import('@hookform/resolvers/zod'), import('@onboarding/shared/schemas')])
    .then(
      ([{ zodResolver }, { registrationSchema }]) =>
        zodResolver(
          registrationSchema.pick({ name: true, email: true, phone_number: true }),
        ) as Resolver<LoginFields>,
    )
    .catch((error: unknown) => {
      fieldsResolver = null;
      throw error;
    }));
const resolver: Resolver<LoginFields> = async (values, context, options) =>
  (await loadFieldsResolver())(values, context, options);
// The dialogs (and Radix Dialog with them) load when register's answer opens one, not with the form.
const DashboardModal = lazy(async () => ({ default: (await import('./DashboardModal')).DashboardModal }));
const ExistingApplicationModal = lazy(async () => ({
  default: (await import('./ExistingApplicationModal')).ExistingApplicationModal,
}));
const EMPTY: LoginFields = { name: '', email: '', phone_number: '' };

type OpenModal = 'existing' | 'dashboard' | null;

/** /login: the registration form ("Eligibility Check") and what register's answer leads to. */
export default function RegistrationScreen() {
  const { t, i18n } = useTranslation(ELIGIBILITY_NS);
  const { t: tc } = useTranslation(COMMON_NS);
  const missingId = useId();
  const navigate = useNavigate();
  const [querying, setQuerying] = useAtom(queryingAtom);
  const setLoginData = useSetAtom(loginDataAtom);
  const setEmailToken = useSetAtom(loginEmailTokenAtom);
  const [modal, setModal] = useState<OpenModal>(null);
  // Once a dialog has opened, both stay mounted (closed), as before, so that closing one is Radix's own.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if (modal !== null && !dialogsWanted) setDialogsWanted(true);
  const captcha = useCaptchaAnswer();
  const resetCaptcha = captcha.reset;

  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<LoginFields>({ resolver, mode: 'onTouched', defaultValues: EMPTY });

  const values = watch();
  const filled = loginFieldsFilled(values);
  const missing = missingLoginFields(values);

  // The captcha leaves the screen when a field is emptied; its answer goes with it.
  useEffect(() => {
    const subscription = watch((values) => {
      if (!loginFieldsFilled(values)) resetCaptcha();
    });
    return () => subscription.unsubscribe();
  }, [watch, resetCaptcha]);

  const submitValid = async (fields: LoginFields, token: string) => {
    const loginData = { ...fields, token_recaptcha: token };
    try {
      const answer = await registerApplicant(loginData);
      setLoginData(loginData);
      rememberLoginFields(fields);
      if (answer.hasApplication) {
        setModal('dashboard');
      } else if (answer.existedUser) {
        setEmailToken(answer.token ?? null);
        setModal('existing');
      } else {
        navigate(PATHS.emailCheck);
      }
    } catch {
      // Spec section 8: a failed register call says the generic text, whatever the server answered.
      notifyError(tc('genericFailure'));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (querying || !filled) return;
    const token = captcha.token;
    setQuerying(true);
    try {
      if (!token) {
        notifyError(tc('captchaRequired'));
        return;
      }
      await handleSubmit((fields) => submitValid(fields, token))();
    } finally {
      // After every attempt: a captcha answer is good for one call only.
      resetCaptcha();
      setQuerying(false);
    }
  };

  return (
    <section className={layout.screen} aria-labelledby="registration-title">
      <ScreenHeader
        id="registration-title"
        title={t('registration.title')}
        intro={t('registration.subtitle')}
      />
      <form
        className={layout.form}
        aria-labelledby="registration-title"
        noValidate
        onSubmit={(e) => void onSubmit(e)}
      >
        <TextField
          label={t('registration.name')}
          autoComplete="name"
          dir="auto"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t('registration.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Controller
          control={control}
          name="phone_number"
          render={(props) => (
            <PhoneField
              {...controlled(props)}
              label={t('registration.phone')}
              countryLabel={t('registration.phoneCountry')}
              internationalLabel={t('registration.phoneInternational')}
              placeholder={t('registration.phonePlaceholder')}
            />
          )}
        />
        {filled && <Captcha className={styles.captcha} {...captcha.props} />}
        <div className={layout.actions}>
          {!filled && (
            <p id={missingId} className={styles.missing}>
              {t('registration.missing', {
                fields: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
                  missing.map((field) => t(`registration.missingFields.${field}`)),
                ),
              })}
            </p>
          )}
          <Button
            type="submit"
            disabled={!filled}
            loading={querying}
            aria-describedby={filled ? undefined : missingId}
          >
            {t('registration.continue')}
          </Button>
        </div>
      </form>
      {dialogsWanted && (
        <Suspense fallback={null}>
          <ExistingApplicationModal open={modal === 'existing'} onClose={() => setModal(null)} />
          <DashboardModal open={modal === 'dashboard'} onClose={() => setModal(null)} />
        </Suspense>
      )}
    </section>
  );
}
