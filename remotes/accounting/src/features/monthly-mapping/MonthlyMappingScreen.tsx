import {
  accountingUpload,
  connectSystemCompletedAtom,
  ltrText,
  MAPPING_DESKTOP_MIN_WIDTH,
  MIN_MONTHLY_SHEET_ROWS,
  monthlyMappingAtom,
  userStatusAtom,
  useTranslation,
  withStepDone,
  conflictReason,
  PATHS,
} from '@onboarding/shared';
import type { MonthlyRow } from '@onboarding/shared/schemas';
import {
  Button,
  FileDrop,
  layout,
  notifyError,
  Spinner,
  TextField,
  useMediaQuery,
} from '@onboarding/shared/ui';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@onboarding/shared/router';
import { ACCOUNTING_NS, MONTHLY_NAME_MAX_LENGTH } from '../../i18n';
import { StepGate } from '../common/StepGate';
import { StepProgress } from '../common/StepProgress';
import { fileChosenBefore, forgetChosenFile, rememberChosenFile } from './chosen-file-memory';
import { DesktopMapping } from './DesktopMapping';
import { cleanMapping, namedRows, submitLabelKey, submitProblem, uploadPayload } from './mapping-rules';
import styles from './monthly-mapping.module.css';
import { NarrowMapping } from './NarrowMapping';
import { useWorkbook } from './use-workbook';

/**
 * /monthly-mapping: the monthly management accounts as an Excel file with a name, optionally mapped (a sheet, then
 * the sheet row of each line item: a row table on wide screens, one dropdown per line item on narrow ones), sent
 * with accounting-upload; on success the applicant goes to /subscriptions/connected.
 */
export default function MonthlyMappingScreen() {
  const { t } = useTranslation(ACCOUNTING_NS);
  return (
    <StepGate title={t('mapping.title')}>
      <MonthlyMapping />
    </StepGate>
  );
}

function MonthlyMapping() {
  const { t } = useTranslation(ACCOUNTING_NS);
  const navigate = useNavigate();
  const desktop = useMediaQuery(`(min-width: ${MAPPING_DESKTOP_MIN_WIDTH}px)`);
  const [storedMapping, setStoredMapping] = useAtom(monthlyMappingAtom);
  const setConnectSystemCompleted = useSetAtom(connectSystemCompletedAtom);
  const setStatus = useSetAtom(userStatusAtom);
  const texts = useMemo(
    () => ({
      somethingWentWrong: t('errors.somethingWentWrong'),
      fileRead: t('errors.fileRead'),
      uploadError: t('errors.uploadError'),
    }),
    [t],
  );
  const workbook = useWorkbook(texts);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [isMapping, setIsMapping] = useState(false);
  // Read when a file finishes loading, which may be after the toggle was pressed.
  const mappingOn = useRef(false);
  const [missing, setMissing] = useState<MonthlyRow[]>([]);
  // A file chosen on an earlier showing (before a reload): only its name survived.
  const [chosenBefore, setChosenBefore] = useState(() => fileChosenBefore(window.sessionStorage));
  const [sheetRefused, setSheetRefused] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const fileInput = useRef<HTMLInputElement | null>(null);
  const nameInput = useRef<HTMLInputElement | null>(null);
  const sheetSelect = useRef<HTMLSelectElement | null>(null);
  const mappingRegion = useRef<HTMLDivElement | null>(null);
  const mounted = useRef(true);
  const ids = { title: useId(), mapping: useId(), hints: useId() };

  const { file, rows, selectedSheet } = workbook;
  const mapping = useMemo(() => cleanMapping(storedMapping, rows.length), [storedMapping, rows.length]);
  const loadingSheet = workbook.sheetsStatus === 'loading' || workbook.rowsStatus === 'loading';
  const busy = submitting || workbook.reading !== null || (isMapping && loadingSheet);

  useEffect(() => {
    mounted.current = true;
    // A mapping from an earlier visit belongs to rows that are no longer on screen.
    setStoredMapping({});
    return () => {
      mounted.current = false;
    };
  }, [setStoredMapping]);

  // Its name is kept once it is read (a refused file is nothing to choose again).
  useEffect(() => {
    if (file) rememberChosenFile(window.sessionStorage, file.name);
  }, [file]);

  const setMapping = (next: Record<string, string>) => {
    setStoredMapping(next);
    setMissing((before) => before.filter((item) => next[item] === undefined));
  };

  const onFile = (picked: File) => {
    setStoredMapping({});
    setMissing([]);
    setSheetRefused(false);
    setChosenBefore(null);
    void workbook.pick(picked, () => mappingOn.current);
  };

  const toggleMapping = () => {
    const next = !isMapping;
    mappingOn.current = next;
    setIsMapping(next);
    // Start or cancel, the sheet starts over (spec section 4).
    workbook.resetSheet();
    setStoredMapping({});
    setMissing([]);
    setSheetRefused(false);
    if (next && file && workbook.sheets === null && workbook.sheetsStatus !== 'loading')
      void workbook.loadSheets(file);
  };

  const onSheet = async (sheetName: string) => {
    setStoredMapping({});
    setMissing([]);
    setSheetRefused(false);
    const rows = await workbook.chooseSheet(sheetName, file);
    // Rows named like the line items start mapped to them, in either layout.
    if (rows && mounted.current) setStoredMapping(namedRows(rows));
  };

  async function submit() {
    if (busy) return;
    const draft = { name, file, isMapping, selectedSheet, rows, mapping };
    const problem = submitProblem(draft, MONTHLY_NAME_MAX_LENGTH);
    if (problem) {
      switch (problem.kind) {
        case 'noFile':
          notifyError(t('errors.noFileSelected'));
          fileInput.current?.focus();
          return;
        case 'name':
          setNameError(problem.message === 'required' ? t('errors.required') : t('errors.nameTooLong'));
          nameInput.current?.focus();
          return;
        case 'rowsMissing':
          setSheetRefused(true);
          notifyError(t('errors.rowsMissing'));
          sheetSelect.current?.focus();
          return;
        case 'allRequired':
          setMissing(problem.missing);
          notifyError(t('errors.allRequired'));
          mappingRegion.current?.focus();
          return;
      }
    }
    if (!file) return;
    setSubmitting(true);
    setAnnouncement(t('mapping.submitting'));
    try {
      await accountingUpload(uploadPayload({ ...draft, file }));
    } catch (err) {
      if (!mounted.current) return;
      setSubmitting(false);
      setAnnouncement('');
      // The spec's text, unless the journey refused the step (409), whose reason tells the applicant more.
      notifyError(conflictReason(err) ?? t('errors.submissionFailed'));
      return;
    }
    // Left the screen while the request ran: the accounts are stored, but the applicant is elsewhere now.
    const stillHere = mounted.current;
    forgetChosenFile(window.sessionStorage);
    setStoredMapping({});
    setConnectSystemCompleted(true);
    // As the server recorded it: Back to this screen shows the step done, not a form that sends it again.
    setStatus((status) => withStepDone(status, 'ACCOUNTING'));
    setAnnouncement(t('mapping.submitted'));
    if (stillHere) navigate(PATHS.subscriptionsConnected);
  }

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void submit();
  };

  const fileError = workbook.fileProblem ? t(workbook.fileProblem) : null;

  return (
    <section className={`${layout.screen} ${styles.screen}`} aria-labelledby={ids.title}>
      <StepProgress />
      <header className={layout.header}>
        <h1 id={ids.title} className={layout.title}>
          {t('mapping.title')}
        </h1>
        <p className={layout.intro}>{t('mapping.intro')}</p>
      </header>

      <aside className={`${layout.panel} ${styles.hints}`} aria-labelledby={ids.hints}>
        <h2 id={ids.hints} className={styles.hintsTitle}>
          {t('mapping.hintsTitle')}
        </h2>
        <ul className={styles.hintList}>
          <li>{t('mapping.hintCosts')}</li>
          <li>{t('mapping.hintMonths')}</li>
        </ul>
      </aside>

      <form className={styles.form} noValidate onSubmit={onSubmit} aria-busy={busy || undefined}>
        {chosenBefore && !file && !workbook.reading && (
          <div className={`${layout.panel} ${styles.fileGone}`} role="status">
            <p className={layout.text}>{t('mapping.fileGone', { name: ltrText(chosenBefore) })}</p>
            <Button variant="secondary" onClick={() => fileInput.current?.click()} disabled={submitting}>
              {t('mapping.chooseAgain')}
            </Button>
          </div>
        )}
        <FileDrop
          label={t('mapping.fileLabel')}
          accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
          onFile={onFile}
          fileName={file?.name ?? null}
          onClear={() => {
            setStoredMapping({});
            setMissing([]);
            forgetChosenFile(window.sessionStorage);
            workbook.clear();
          }}
          error={fileError}
          hint={t('mapping.fileHint')}
          touchPrompt={t('mapping.choose')}
          disabled={submitting}
          inputRef={fileInput}
        />
        {workbook.reading && <Spinner label={t('mapping.reading', { name: ltrText(workbook.reading) })} />}

        <TextField
          label={t('mapping.nameLabel')}
          hint={t('mapping.nameHint')}
          value={name}
          maxLength={MONTHLY_NAME_MAX_LENGTH}
          autoComplete="off"
          dir="auto"
          error={nameError}
          disabled={submitting}
          ref={nameInput}
          onChange={(e) => {
            setName(e.currentTarget.value);
            if (nameError) setNameError(null);
          }}
        />

        <div className={styles.toggleRow}>
          <Button
            variant="secondary"
            onClick={toggleMapping}
            disabled={submitting}
            aria-expanded={isMapping}
            aria-controls={isMapping ? ids.mapping : undefined}
          >
            {isMapping ? t('mapping.cancelMapping') : t('mapping.startMapping')}
          </Button>
        </div>

        {isMapping && (
          <div id={ids.mapping} className={styles.mapping}>
            <p className={layout.text}>{t('mapping.mappingIntro')}</p>
            {!file && !workbook.reading && <p className={layout.text}>{t('mapping.needFile')}</p>}
            {workbook.sheetsStatus === 'loading' && <Spinner label={t('mapping.loadingSheets')} />}
            {workbook.sheetsStatus === 'failed' && (
              <Button variant="link" onClick={() => void workbook.loadSheets(file)}>
                {t('mapping.retrySheets')}
              </Button>
            )}
            {workbook.sheets && (
              <div className={styles.sheetField}>
                <label className={styles.label} htmlFor={`${ids.mapping}-sheet`}>
                  {t('mapping.sheetLabel')}
                </label>
                <select
                  id={`${ids.mapping}-sheet`}
                  ref={sheetSelect}
                  className={`${layout.select} ${styles.select}`}
                  value={selectedSheet}
                  disabled={submitting || workbook.rowsStatus === 'loading'}
                  aria-describedby={selectedSheet ? undefined : `${ids.mapping}-sheet-hint`}
                  aria-invalid={sheetRefused || undefined}
                  onChange={(e) => void onSheet(e.currentTarget.value)}
                >
                  <option value="">{t('mapping.sheetPlaceholder')}</option>
                  {workbook.sheets.map((sheet) => (
                    <option key={sheet} value={sheet}>
                      {sheet}
                    </option>
                  ))}
                </select>
                {!selectedSheet && (
                  <span id={`${ids.mapping}-sheet-hint`} className={styles.hint}>
                    {t('mapping.noSheetHint')}
                  </span>
                )}
              </div>
            )}
            {workbook.rowsStatus === 'loading' && (
              <Spinner label={t('mapping.loadingRows', { sheet: selectedSheet })} />
            )}
            {selectedSheet && workbook.rowsStatus === 'idle' && rows.length < MIN_MONTHLY_SHEET_ROWS && (
              <p className={layout.text}>
                {t('mapping.fewRows', { count: rows.length, min: MIN_MONTHLY_SHEET_ROWS })}
              </p>
            )}
            {selectedSheet && workbook.rowsStatus === 'idle' && rows.length >= MIN_MONTHLY_SHEET_ROWS && (
              <div ref={mappingRegion} tabIndex={-1} className={styles.mappingRegion}>
                {desktop ? (
                  <DesktopMapping
                    sheet={selectedSheet}
                    rows={rows}
                    mapping={mapping}
                    missing={missing}
                    disabled={submitting}
                    onChange={setMapping}
                  />
                ) : (
                  <NarrowMapping
                    rows={rows}
                    mapping={mapping}
                    missing={missing}
                    disabled={submitting}
                    onChange={setMapping}
                  />
                )}
              </div>
            )}
          </div>
        )}

        <p className={layout.visuallyHidden} role="status" aria-live="polite">
          {announcement}
        </p>

        <div className={layout.actionsSplit}>
          <Button variant="secondary" onClick={() => navigate(PATHS.accounting)} disabled={submitting}>
            {t('mapping.back')}
          </Button>
          <Button type="submit" loading={submitting} disabled={busy && !submitting}>
            {t(submitLabelKey(isMapping, selectedSheet))}
          </Button>
        </div>
      </form>
    </section>
  );
}
