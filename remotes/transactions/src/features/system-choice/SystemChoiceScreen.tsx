import { otherSystemAtom, useTranslation } from '@onboarding/shared';
import { TRANSACTION_PROVIDERS } from '@onboarding/shared/schemas';
import { Button, CheckTile, layout, TextField, Tile } from '@onboarding/shared/ui';
import { useAtom } from 'jotai';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from '@onboarding/shared/router';
import { TRANSACTIONS_NS } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { gatedScreen } from '../../components/StepGate';
import { SystemStep } from '../../components/SystemStep';
import { otherSystemName } from './other-system';

/**
 * /subscriptions: the card-payment, wallet-payment and third provider each lead to their credentials form; Other
 * with a system name leads to the CSV upload.
 */
const SystemChoiceScreen = gatedScreen(SystemChoiceForm);
export default SystemChoiceScreen;

function SystemChoiceForm() {
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
    <SystemStep titleId={`${idBase}-title`} title={t('choice.title')} intro={t('choice.intro')}>
      <ul className={layout.tiles} aria-label={t('choice.providersLabel')}>
        {TRANSACTION_PROVIDERS.map((provider) => (
          <li key={provider.id}>
            <Tile
              to={PATHS.credentials(provider.id)}
              title={provider.name}
              description={t(`choice.kinds.${provider.id}`)}
            />
          </li>
        ))}
      </ul>
      <form className={layout.form} noValidate onSubmit={onSubmit}>
        <CheckTile
          label={t('choice.other')}
          hint={t('choice.otherHint')}
          checked={other}
          onChange={(checked) => setOther(checked)}
        />
        {other && (
          <TextField
            label={t('choice.otherName')}
            hint={t('choice.otherNameHint')}
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
    </SystemStep>
  );
}
