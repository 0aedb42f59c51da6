import {
  DEFAULT_FINANCIAL_YEAR_END_MONTH,
  financialYearLabel,
  formatLocale,
  getRuntimeConfig,
  lastCompleteFinancialYears,
  MAX_DOCUMENT_BYTES,
  useTranslation,
} from '@onboarding/shared';
import type { DocumentKey } from '@onboarding/shared/schemas';
import { Button, FileDrop } from '@onboarding/shared/ui';
import { useEffect, useState, type ReactNode, type Ref } from 'react';
import { acceptFor } from '../acceptedFiles';
import type { Slot } from '../documentSlots';
import { canRetry, slotErrorText, slotStatusKey } from '../slotText';
import { percent, percentText } from '../uploadProgress';
import { UPLOAD_NS } from './texts';
import styles from './upload.module.css';

const MEGABYTES = MAX_DOCUMENT_BYTES / (1024 * 1024);
/**
 * The years of the two statements: the two last complete financial years, by the provider's year end (the server's
 * FINANCIAL_YEAR_END_MONTH, from the runtime configuration; December until it arrives, or if it cannot).
 */
export function useStatementYears(): Partial<Record<DocumentKey, string>> {
  const [yearEndMonth, setYearEndMonth] = useState(DEFAULT_FINANCIAL_YEAR_END_MONTH);
  useEffect(() => {
    let live = true;
    getRuntimeConfig().then(
      (config) => live && setYearEndMonth(config.financialYearEndMonth),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  const years = lastCompleteFinancialYears(new Date(), yearEndMonth);
  return {
    StatementPreviousTwoYear: financialYearLabel(years.StatementPreviousTwoYear),
    StatementPreviousOneYear: financialYearLabel(years.StatementPreviousOneYear),
  };
}

/** A document's name as its input and its Retry name it ("Annual Audited Financial Statement 2025"). */
export function useDocumentName(): (key: DocumentKey) => string {
  const { t } = useTranslation(UPLOAD_NS);
  const years = useStatementYears();
  return (key) => t(`documents.${key}`, { year: years[key] });
}

export interface DocumentUploadFieldProps {
  docKey: DocumentKey;
  slot: Slot;
  /** Prefix of the input's id, unique on the page. */
  idPrefix: string;
  locked: boolean;
  onFile(file: File): void;
  onClear(): void;
  onRetry(): void;
  inputRef?: Ref<HTMLInputElement>;
  /** What the label shows around the document's name (a required mark); the name alone by default. */
  label?(name: string, key: DocumentKey): ReactNode;
  /** A coloured dot before the state line, and a compact Retry: for a screen of its own, not a card. */
  marked?: boolean;
}

/**
 * One document input: the drop zone and picker with the accepted types and size, the file's state (chosen,
 * uploading with its percent, stored, failed) and Retry after a failed request.
 */
export function DocumentUploadField({
  docKey,
  slot,
  idPrefix,
  locked,
  onFile,
  onClear,
  onRetry,
  inputRef,
  label,
  marked = false,
}: DocumentUploadFieldProps) {
  const { t } = useTranslation(UPLOAD_NS);
  const name = useDocumentName()(docKey);
  const excel = docKey === 'FundraisingSummary';
  const error = slotErrorText(slot, {
    failedRead: () => t('status.failedRead'),
    error: (fault) => t(`errors.${fault}`),
  });
  const statusKey = slotStatusKey(slot);
  const status =
    statusKey && t(`status.${statusKey}`, { percent: percentText(percent(slot.progress), formatLocale()) });

  return (
    <div className={styles.document} data-document={docKey} data-status={slot.status}>
      <FileDrop
        id={`${idPrefix}-${docKey}`}
        name={docKey}
        label={label ? label(name, docKey) : name}
        accept={acceptFor(docKey)}
        hint={t(excel ? 'hints.excel' : 'hints.document', { megabytes: MEGABYTES })}
        touchPrompt={t('choose')}
        onFile={onFile}
        fileName={slot.file?.name ?? null}
        onClear={locked ? undefined : onClear}
        error={error}
        disabled={locked}
        inputRef={inputRef}
      />
      {slot.status !== 'empty' && (
        <div className={styles.status} data-status={slot.status}>
          {marked && <span className={styles.statusMark} aria-hidden="true" />}
          {status && <span>{status}</span>}
          {canRetry(slot) && (
            <Button
              variant="secondary"
              className={marked ? styles.retry : undefined}
              onClick={onRetry}
              disabled={locked}
              aria-label={t('retryLabel', { document: name })}
            >
              {t('retry')}
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
