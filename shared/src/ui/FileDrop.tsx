import { useImperativeHandle, useRef, useState, type DragEvent, type ReactNode, type Ref } from 'react';
import { ltrText } from '@onboarding/shared';
import { Button } from '@onboarding/shared/ui/core';
import styles from './FileDrop.module.css';
import common from './common.module.css';
import { FieldNotes, fieldText, useFieldIds } from './FieldNotes';
import { translateMessage, useCommonTranslation } from './shared';
import { useMediaQuery } from './useMediaQuery';

/** Where dragging a file in is unlikely: a phone-sized window, or a touch screen. */
const DRAG_UNLIKELY_QUERY = '(max-width: 576px), (pointer: coarse)';

export interface FileDropProps {
  label: ReactNode;
  /** Passed to the file input (e.g. ".xlsx,.xls" or ".csv,text/csv"); callers still validate what they get. */
  accept?: string;
  onFile: (file: File) => void;
  /** Name of the file already chosen, shown under the zone. */
  fileName?: string | null;
  /** Shows a remove button next to the chosen file. */
  onClear?: () => void;
  error?: string | null;
  hint?: ReactNode;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * The zone's wording where dragging is unlikely (a phone-sized window or a touch screen), e.g. "Choose a file", in
   * place of the drag-and-drop prompt. Without it the zone says the same everywhere.
   */
  touchPrompt?: ReactNode;
}

/**
 * A drop zone around a real file input: the input keeps native keyboard behaviour (Tab to it,
 * Enter or Space opens the picker) and is what end-to-end tests fill with setInputFiles.
 */
export function FileDrop({
  label,
  accept,
  onFile,
  fileName,
  onClear,
  error,
  hint,
  disabled = false,
  id,
  name,
  className,
  inputRef,
  touchPrompt,
}: FileDropProps) {
  const { t } = useCommonTranslation();
  const dragUnlikely = useMediaQuery(DRAG_UNLIKELY_QUERY);
  const { inputId, hintId, errorId } = useFieldIds(id, { hint, error, prefix: 'file' });
  const statusId = `${inputId}-status`;
  const localInput = useRef<HTMLInputElement | null>(null);
  const [dragging, setDragging] = useState(false);

  useImperativeHandle(inputRef, () => localInput.current as HTMLInputElement, []);

  const accepts = (e: DragEvent) => !disabled && Array.from(e.dataTransfer?.types ?? []).includes('Files');

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setDragging(false);
    if (disabled) return;
    const file = e.dataTransfer?.files?.[0];
    if (file) onFile(file);
  };

  const zoneClass = [
    styles.zone,
    dragging ? styles.dragging : '',
    disabled ? styles.disabled : '',
    error ? styles.invalid : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={fieldText.label} htmlFor={inputId}>
        {label}
      </label>
      <div
        className={zoneClass}
        data-dragging={dragging || undefined}
        onClick={(e) => {
          if (!disabled && e.target !== localInput.current) localInput.current?.click();
        }}
        onDragEnter={(e) => {
          if (accepts(e)) {
            e.preventDefault();
            setDragging(true);
          }
        }}
        onDragOver={(e) => {
          if (accepts(e)) {
            e.preventDefault();
            e.dataTransfer.dropEffect = 'copy';
          }
        }}
        onDragLeave={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setDragging(false);
        }}
        onDrop={onDrop}
      >
        <input
          ref={localInput}
          id={inputId}
          name={name}
          type="file"
          accept={accept}
          disabled={disabled}
          className={common.visuallyHidden}
          aria-invalid={error ? true : undefined}
          aria-describedby={[statusId, hintId, errorId].filter(Boolean).join(' ')}
          onChange={(e) => {
            const file = e.currentTarget.files?.[0];
            // Cleared so that picking the same file again still fires change.
            e.currentTarget.value = '';
            if (file) onFile(file);
          }}
        />
        <span aria-hidden="true">
          {touchPrompt && dragUnlikely ? (
            <span className={styles.browse}>{touchPrompt}</span>
          ) : (
            <>
              {t('fileDrop.prompt')} <span className={styles.browse}>{t('fileDrop.browse')}</span>
            </>
          )}
        </span>
      </div>
      <div className={styles.selected} id={statusId} aria-live="polite">
        {fileName ? <span>{t('fileDrop.selected', { name: ltrText(fileName) })}</span> : null}
        {fileName && onClear && (
          <Button variant="link" onClick={onClear} disabled={disabled}>
            {t('fileDrop.remove')}
          </Button>
        )}
      </div>
      <FieldNotes hint={hint} hintId={hintId} error={error && translateMessage(error)} errorId={errorId} />
    </div>
  );
}
