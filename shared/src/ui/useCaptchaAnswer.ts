import { COMMON_NS, useTranslation } from '@onboarding/shared';
import { notifyError } from '@onboarding/shared/ui/core';
import type { CaptchaHandle, CaptchaProps } from './Captcha';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * The answer of the shared Captcha on a screen: kept until used, cleared with the widget on every reset. The widget
 * resets after expiry or failure (with the spec's toasts) and when the tab becomes visible again, since a challenge
 * solved before the applicant left may be stale by the time they come back.
 */
export function useCaptchaAnswer() {
  const { t } = useTranslation(COMMON_NS);
  const ref = useRef<CaptchaHandle>(null);
  const [token, setToken] = useState('');

  const reset = useCallback(() => {
    setToken('');
    ref.current?.reset();
  }, []);

  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') reset();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [reset]);

  const props: Pick<CaptchaProps, 'onVerify' | 'onExpire' | 'onError' | 'ref'> = {
    ref,
    onVerify: setToken,
    onExpire: () => {
      notifyError(t('captchaExpired'));
      reset();
    },
    onError: () => {
      notifyError(t('captchaFailed'));
      reset();
    },
  };

  return { token, reset, props };
}
