import { useTranslation } from '@onboarding/shared';
import { layout, MessageScreen } from '@onboarding/shared/ui';
import { SHELL_NS } from '../../i18n';

/** The catch-all screen for paths no app knows: in the same card as every screen, with the way home. */
export function NotFoundScreen() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <MessageScreen id="not-found-title" title={t('notFound.title')} to="/" linkLabel={t('notFound.home')}>
      <p className={layout.intro}>{t('notFound.text')}</p>
    </MessageScreen>
  );
}
