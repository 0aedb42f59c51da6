import { MESSAGES, updateOnboarding, useTranslation, conflictReason } from '@onboarding/shared';
import { PROVIDER_FIELDS, isProviderId, type ProviderId } from '@onboarding/shared/schemas';
import {
  Button,
  buttonClassName,
  layout,
  MessageScreen,
  notifyError,
  TextField,
  withEnglishWords,
} from '@onboarding/shared/ui';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from '@onboarding/shared/router';
import { TRANSACTIONS_NS } from '../../i18n';
import { KEY_HELP_URLS, PATHS } from '../../lib/paths';
import { StepGate } from '../../components/StepGate';
import { StepProgress } from '../../components/StepProgress';
import { useFinishConnection } from '../../lib/use-finish-connection';
import {
  canSave,
  credentialErrors,
  providerOf,
  transactionsStep,
  type CredentialField,
  type CredentialValues,
} from './credentials-form';
import styles from './credentials.module.css';
import { SecretField } from './SecretField';

/** /subscriptions/:id with id stripe, paypal or tap; anything else is not a system we connect. */
export default function CredentialsScreen() {
  const { id } = useParams();
  return <StepGate>{isProviderId(id) ? <CredentialsForm key={id} id={id} /> : <UnknownProvider />}</StepGate>;
}

function UnknownProvider() {
  const { t } = useTranslation(TRANSACTIONS_NS);
  return (
    <MessageScreen
      id="unknown-provider-title"
      title={t('credentials.unknown.title')}
      to={PATHS.choice}
      linkLabel={t('credentials.unknown.back')}
    >
      <p className={layout.text}>{t('credentials.unknown.text')}</p>
    </MessageScreen>
  );
}

function CredentialsForm({ id }: { id: ProviderId }) {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const finish = useFinishConnection();
  const navigate = useNavigate();
  const provider = providerOf(id);
  const fields = PROVIDER_FIELDS[id];
  const [values, setValues] = useState<CredentialValues>({});
  const [saving, setSaving] = useState(false);
  const mounted = useRef(true);
  const idBase = useId();
  const errors = credentialErrors(id, values);
  const saveable = canSave(id, values);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!saveable || saving) return;
    setSaving(true);
    try {
      await updateOnboarding({ transactions_step: transactionsStep(id, values) });
    } catch (err) {
      // Spec section 8: a failed provider connect says the generic text, unless the journey refused the step (409),
      // whose reason tells the applicant what to do.
      notifyError(conflictReason(err) ?? MESSAGES.genericFailure);
      if (mounted.current) setSaving(false);
      return;
    }
    finish('system', provider.systemType);
  };

  const hint = (field: CredentialField) =>
    id === 'paypal'
      ? t('credentials.hints.paypal')
      : field === 'secretKey'
        ? withEnglishWords(t('credentials.hints.liveSecretKey'))
        : undefined;

  return (
    <section className={layout.screen} aria-labelledby={`${idBase}-title`}>
      <StepProgress current={1} />
      <header className={layout.header}>
        <h1 id={`${idBase}-title`} className={layout.title}>
          {t('credentials.title', { name: provider.name })}
        </h1>
        <p className={layout.text}>{withEnglishWords(t('credentials.intro', { name: provider.name }))}</p>
      </header>
      <div className={`${layout.panel} ${styles.help}`}>
        <p className={layout.text}>{withEnglishWords(t(`credentials.steps.${id}`))}</p>
        <a
          className={buttonClassName('link')}
          href={KEY_HELP_URLS[id]}
          target="_blank"
          rel="noopener noreferrer"
        >
          {withEnglishWords(t('credentials.howTo', { name: provider.name }))}
          <span className={layout.visuallyHidden}> {t('credentials.newTab')}</span>
        </a>
      </div>
      <form
        className={layout.form}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-busy={saving || undefined}
      >
        {fields.map((field, i) => {
          // Only the secret key is a secret; the PayPal client ID is shown as typed.
          const Field = field === 'secretKey' ? SecretField : TextField;
          return (
            <Field
              key={field}
              label={withEnglishWords(t(`credentials.fields.${field}`))}
              name={field}
              value={values[field] ?? ''}
              onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [field]: value }));
              }}
              error={errors[field]}
              hint={hint(field)}
              autoComplete="off"
              autoCapitalize="off"
              autoCorrect="off"
              spellCheck={false}
              // Keys and ids read left to right in Arabic too.
              dir="ltr"
              autoFocus={i === 0}
              readOnly={saving}
            />
          );
        })}
        <div className={layout.actionsSplit}>
          <Button variant="secondary" onClick={() => navigate(PATHS.choice)} disabled={saving}>
            {t('credentials.back')}
          </Button>
          <Button type="submit" disabled={!saveable} loading={saving}>
            {saving ? t('credentials.saving') : t('credentials.save')}
          </Button>
        </div>
      </form>
    </section>
  );
}
