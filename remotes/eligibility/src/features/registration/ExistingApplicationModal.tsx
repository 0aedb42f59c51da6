import {
  COMMON_NS,
  emailToken,
  loginDataAtom,
  loginEmailTokenAtom,
  newApplication,
  useTranslation,
  PATHS,
} from '@onboarding/shared';
import { Button, Modal, notifyError } from '@onboarding/shared/ui';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from '@onboarding/shared/router';
import { ELIGIBILITY_NS } from '../../i18n';
import { emailActionBody } from './registration-rules';

type Choice = 'new' | 'continue';

/**
 * "You already have an application": START NEW APPLICATION asks for a fresh application, CONTINUE for the link of
 * the current one; both mail a link to the address register was given, then show /email-check.
 */
export function ExistingApplicationModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(ELIGIBILITY_NS);
  const { t: tc } = useTranslation(COMMON_NS);
  const loginData = useAtomValue(loginDataAtom);
  const token = useAtomValue(loginEmailTokenAtom);
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Choice | null>(null);

  const choose = async (choice: Choice) => {
    if (busy) return;
    setBusy(choice);
    try {
      if (!loginData || !token) throw new Error('no login data or email-action token');
      const body = emailActionBody(loginData, token);
      await (choice === 'new' ? newApplication(body) : emailToken(body));
      onClose();
      navigate(PATHS.emailCheck);
    } catch {
      notifyError(tc('genericFailure'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={(next) => !next && !busy && onClose()}
      title={t('existingApplication.title')}
      description={t('existingApplication.text')}
      closeOnOutsideClick={false}
      actions={
        <>
          <Button
            variant="secondary"
            loading={busy === 'new'}
            disabled={busy !== null}
            onClick={() => void choose('new')}
          >
            {t('existingApplication.startNew')}
          </Button>
          <Button
            loading={busy === 'continue'}
            disabled={busy !== null}
            onClick={() => void choose('continue')}
          >
            {t('existingApplication.continue')}
          </Button>
        </>
      }
    />
  );
}
