import { otherSystemAtom, useTranslation } from '@onboarding/shared';
import { TRANSACTION_PROVIDERS } from '@onboarding/shared/schemas';
import { Button, layout, TextField } from '@onboarding/shared/ui';
import { useAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate } from '@onboarding/shared/router';
import { TRANSACTIONS_NS } from '../../i18n';
import { PATHS } from '../common/paths';
import screen from '../common/screen.module.css';
import { StepProgress } from '../common/StepProgress';
import { otherSystemName } from './other-system';
import styles from './system-choice.module.css';

/**
 * /subscriptions: the card-payment, wallet-payment and third provider each lead to their credentials form; Other
 * with a system name leads to the CSV upload.
 */
export default function SystemChoiceScreen() {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const navigate = useNavigate();
  const [savedName, setSavedName] = useAtom(otherSystemAtom);
  const [other, setOther] = useState(savedName.trim() !== '');
  const [name, setName] = useState(savedName);
  const idBase = useId();
  const chosen = otherSystemName(other, name);

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (chosen === null) return;
    setSavedName(chosen);
    navigate(PATHS.upload);
  };

  return (
    <section className={layout.screen} aria-labelledby={`${idBase}-title`}>
      <StepProgress current={1} />
      <header className={layout.header}>
        <h1 id={`${idBase}-title`} className={layout.title}>
          {t('choice.title')}
        </h1>
        <p className={layout.text}>{t('choice.intro')}</p>
      </header>
      <ul className={styles.providers} aria-label={t('choice.providersLabel')}>
        {TRANSACTION_PROVIDERS.map((provider) => (
          <li key={provider.id} className={styles.provider}>
            {/* The link's name is the provider's alone; it covers the whole card (see .providerLink::after). */}
            <Link
              to={PATHS.credentials(provider.id)}
              className={styles.providerLink}
              aria-describedby={`${idBase}-${provider.id}-kind`}
            >
              {provider.name}
            </Link>
            <span id={`${idBase}-${provider.id}-kind`} className={styles.providerKind}>
              {t(`choice.kinds.${provider.id}`)}
            </span>
          </li>
        ))}
      </ul>
      <form className={layout.form} noValidate onSubmit={onSubmit}>
        <label className={`${layout.choice} ${screen.choice} ${styles.otherToggle}`}>
          <input type="checkbox" checked={other} onChange={(e) => setOther(e.currentTarget.checked)} />
          <span>{t('choice.other')}</span>
        </label>
        {other && (
          <TextField
            label={t('choice.otherName')}
            hint={t('choice.otherHint')}
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={100}
            autoComplete="off"
            autoFocus
          />
        )}
        <div className={layout.actions}>
          <Button type="submit" disabled={chosen === null}>
            {t('choice.next')}
          </Button>
        </div>
      </form>
    </section>
  );
}
