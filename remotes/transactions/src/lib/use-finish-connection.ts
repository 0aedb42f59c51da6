import {
  successModalFlagAtom,
  systemTypesAtom,
  type TransactionSystem,
  transactionSystemTypeAtom,
  userStatusAtom,
  withStepDone,
} from '@onboarding/shared';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from '@onboarding/shared/router';
import { PATHS } from './paths';

/**
 * After a provider connect ('system') or a CSV upload ('csv'): /accounting shows its success modal once, with the
 * title of that kind, so both atoms are set before the navigation. The step is marked done as the server recorded
 * it, so that Back shows it done rather than a form that sends it again.
 */
export function useFinishConnection() {
  const setType = useSetAtom(transactionSystemTypeAtom);
  const setModal = useSetAtom(successModalFlagAtom);
  const setSystems = useSetAtom(systemTypesAtom);
  const setStatus = useSetAtom(userStatusAtom);
  const navigate = useNavigate();
  return useCallback(
    (kind: 'system' | 'csv', systemType: TransactionSystem) => {
      setType(kind);
      setSystems((list) => (list.includes(systemType) ? list : [...list, systemType]));
      setModal(true);
      navigate(PATHS.accounting);
      setStatus((status) => withStepDone(status, 'TRANSACTION'));
    },
    [navigate, setModal, setStatus, setSystems, setType],
  );
}
