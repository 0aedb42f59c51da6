import { zodResolver } from '@hookform/resolvers/zod';
import { errorMessage, sendHelp, userEmailAtom, useTranslation } from '@onboarding/shared';
import { helpSchema, type HelpRequest } from '@onboarding/shared/schemas';
import {
  Button,
  Captcha,
  notifyError,
  notifySuccess,
  TextAreaField,
  TextField,
  type CaptchaHandle,
} from '@onboarding/shared/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useRef } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { SHELL_NS } from '../../i18n';
import styles from './help.module.css';
import { requiredHelpFieldsFilled } from './help-form-rules';

const EMPTY: HelpRequest = { email: '', note: '', token_recaptcha: '' };

/**
 * The help form: Email (only while the applicant's email is unknown), Notes, the captcha once those are filled, and
 * SUBMIT. On success it is cleared and closed; a captcha problem or a failed call resets the captcha.
 */
export function HelpForm({ id, onSent }: { id: string; onSent: () => void }) {
  const { t } = useTranslation(SHELL_NS);
  const userEmail = useAtomValue(userEmailAtom);
  const emailKnown = userEmail.trim() !== '';
  const schema = useMemo(() => helpSchema(emailKnown), [emailKnown]);
  const captcha = useRef<CaptchaHandle>(null);
  const {
    register,
    handleSubmit,
    reset,
    setValue,
    control,
    formState: { errors, isSubmitting },
  } = useForm<HelpRequest>({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: EMPTY });

  const note = useWatch({ control, name: 'note' });
  const email = useWatch({ control, name: 'email' });
  const filled = requiredHelpFieldsFilled({ note, email }, emailKnown);

  // A captcha answer belongs to the widget on screen: when the widget goes away, so does its answer.
  useEffect(() => {
    if (!filled) setValue('token_recaptcha', '');
  }, [filled, setValue]);

  const resetCaptcha = () => {
    setValue('token_recaptcha', '');
    captcha.current?.reset();
  };

  const onValid = async (values: HelpRequest) => {
    try {
      await sendHelp({ ...values, email: emailKnown ? userEmail : values.email });
      notifySuccess(t('help.received'));
      reset(EMPTY);
      onSent();
    } catch (err) {
      notifyError(errorMessage(err, t('help.failure')));
      resetCaptcha();
    }
  };

  const onInvalid = (invalid: FieldErrors<HelpRequest>) => {
    // The fields speak for themselves under each input; an unsolved captcha is announced by a toast.
    if (invalid.token_recaptcha && !invalid.note && !invalid.email) {
      notifyError(t('help.captchaRequired'));
      resetCaptcha();
    }
  };

  return (
    <form
      id={id}
      className={styles.form}
      aria-label={t('help.formLabel')}
      noValidate
      onSubmit={(event) => void handleSubmit(onValid, onInvalid)(event)}
    >
      {!emailKnown && (
        <TextField
          label={t('help.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
      )}
      <TextAreaField label={t('help.notes')} rows={4} error={errors.note?.message} {...register('note')} />
      {filled && (
        <Captcha
          ref={captcha}
          onVerify={(token) => setValue('token_recaptcha', token)}
          onExpire={() => {
            notifyError(t('help.captchaExpired'));
            resetCaptcha();
          }}
          onError={() => {
            notifyError(t('help.captchaFailed'));
            resetCaptcha();
          }}
        />
      )}
      <Button type="submit" disabled={!filled} loading={isSubmitting} fullWidth>
        {t('help.submit')}
      </Button>
    </form>
  );
}
