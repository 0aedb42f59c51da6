import {
  confirmUpload,
  dataKeyAtom,
  directUpload,
  getUploadLink,
  groupsAtom,
  otherSystemAtom,
  selectedIndustryAtom,
  selectedMethodAtom,
  uploadedFileAtom,
  useTranslation,
} from '@onboarding/shared';
import {
  CALCULATION_METHODS,
  CSV_COLUMNS,
  CSV_EXAMPLE_ROWS,
  CSV_INDUSTRIES,
  csvTemplate,
  type CsvIndustry,
} from '@onboarding/shared/schemas';
import {
  buttonClassName,
  Button,
  FileDrop,
  layout,
  Ltr,
  notifyError,
  ProgressBar,
  ScrollRegion,
} from '@onboarding/shared/ui';
import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@onboarding/shared/router';
import { TRANSACTIONS_NS } from '../../i18n';
import { csvSummaryAtom } from '../../lib/csv-check/csv-state';
import { PATHS } from '../../lib/paths';
import screen from '../../components/screen.module.css';
import { gatedScreen } from '../../components/StepGate';
import { SystemStep } from '../../components/SystemStep';
import { canUpload, checkColumns, methodFor, type FileIssue } from '../../lib/csv-check/csv-file-rules';
import styles from './csv-upload.module.css';
import { uploadFile, type UploadOutcome } from './upload-file';
import { knownHeaders, useCsvCheck } from './use-csv-check';

const UPLOAD_FAILURE_KEYS: Record<Exclude<UploadOutcome, { ok: true }>['step'], string> = {
  link: 'upload.errors.uploadLink',
  storage: 'upload.errors.tooLarge',
  confirm: 'upload.errors.confirm',
};

/**
 * /subscriptions/file: the industry (which sets the columns the file needs), the CSV checked in a worker as it is
 * picked, then UPLOAD straight to storage with a progress bar, and on to the mapping.
 */
const CsvUploadScreen = gatedScreen(CsvUploadForm);
export default CsvUploadScreen;

function CsvUploadForm() {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const navigate = useNavigate();
  const idBase = useId();
  const [industry, setIndustry] = useAtom(selectedIndustryAtom);
  const [method, setMethod] = useAtom(selectedMethodAtom);
  const systemName = useAtomValue(otherSystemAtom);
  const [uploadedFile, setUploadedFile] = useAtom(uploadedFileAtom);
  const [uploadedSummary, setUploadedSummary] = useAtom(csvSummaryAtom);
  const setDataKey = useSetAtom(dataKeyAtom);
  const setGroups = useSetAtom(groupsAtom);
  const { check, pick, clear } = useCsvCheck(
    uploadedFile && uploadedSummary ? { file: uploadedFile, summary: uploadedSummary } : null,
  );
  const [upload, setUpload] = useState<{ progress: number } | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const file = check.status === 'idle' ? null : check.file;
  const issue: FileIssue | null =
    check.status === 'refused' ? check.issue : checkColumns(industry, knownHeaders(check));
  const ready = canUpload(industry, check.status === 'checked', issue);
  const uploading = upload !== null;

  const chooseIndustry = (next: CsvIndustry) => {
    setIndustry(next);
    setMethod(methodFor(next, method));
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (uploading) return;
    if (!file) {
      notifyError(t('upload.errors.noFile'));
      return;
    }
    if (!ready || check.status !== 'checked' || !industry) return;
    setUpload({ progress: 0 });
    // The file's own name goes with the link: the review team reads it and downloads the file by it.
    const deps = { getUploadLink: () => getUploadLink(file.name), directUpload, confirmUpload };
    const outcome = await uploadFile(file, deps, (progress) => {
      if (mounted.current) setUpload({ progress });
    });
    if (!outcome.ok) {
      notifyError(t(UPLOAD_FAILURE_KEYS[outcome.step]));
      if (mounted.current) setUpload(null);
      return;
    }
    setDataKey(outcome.timestamp);
    setUploadedFile(file);
    setUploadedSummary(check.summary);
    setMethod(methodFor(industry, method));
    // A new file starts a new mapping.
    setGroups({});
    if (mounted.current) navigate(PATHS.mapping);
  };

  const status =
    check.status === 'checking'
      ? t('upload.checking')
      : check.status === 'checked' && !issue
        ? t('upload.checked', { count: check.summary.rows, columns: check.summary.headers.length })
        : '';

  return (
    <SystemStep
      titleId={`${idBase}-title`}
      title={t('upload.title')}
      intro={t('upload.intro')}
      note={
        systemName.trim() !== '' && (
          <p className={styles.system}>{t('upload.system', { name: systemName })}</p>
        )
      }
    >
      <form
        className={layout.form}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-busy={uploading || check.status === 'checking' || undefined}
      >
        <fieldset className={`${layout.fieldset} ${screen.fieldset}`} disabled={uploading}>
          <legend className={layout.legend}>{t('upload.industry')}</legend>
          <div className={layout.choices}>
            {CSV_INDUSTRIES.map(({ code }) => (
              <label key={code} className={`${layout.choice} ${screen.choice}`}>
                <input
                  type="radio"
                  name={`${idBase}-industry`}
                  value={code}
                  checked={industry === code}
                  onChange={() => chooseIndustry(code)}
                />
                <span>{t(`upload.industries.${code}`)}</span>
              </label>
            ))}
          </div>
        </fieldset>

        {industry && (
          <fieldset className={`${layout.fieldset} ${screen.fieldset}`} disabled={uploading}>
            <legend className={layout.legend}>{t('upload.method')}</legend>
            <div className={layout.choices}>
              {CALCULATION_METHODS[industry].map((m) => (
                <label key={m} className={`${layout.choice} ${screen.choice}`}>
                  <input
                    type="radio"
                    name={`${idBase}-method`}
                    value={m}
                    checked={methodFor(industry, method) === m}
                    onChange={() => setMethod(m)}
                  />
                  <span>{t(`upload.methods.${m}`)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <RequiredColumns industry={industry} />

        <FileDrop
          label={t('upload.file')}
          accept=".csv,text/csv"
          hint={t('upload.fileHint')}
          touchPrompt={t('upload.choose')}
          onFile={pick}
          fileName={file?.name ?? null}
          onClear={uploading ? undefined : clear}
          error={
            issue ? t(`upload.errors.${issue.key}`, issue.key === 'columns' ? { min: issue.min } : {}) : null
          }
          disabled={uploading}
        />
        {check.status === 'checking' && (
          <ProgressBar value={check.progress} label={t('upload.checkingLabel')} showLabel />
        )}
        {uploading && <ProgressBar value={upload.progress} label={t('upload.uploadingLabel')} showLabel />}
        <p className={layout.status} role="status" aria-live="polite">
          {status}
        </p>

        <div className={layout.actionsSplit}>
          <Button variant="secondary" onClick={() => navigate(PATHS.choice)}>
            {t('upload.back')}
          </Button>
          <Button type="submit" disabled={!ready} loading={uploading}>
            {uploading ? t('upload.uploading') : t('upload.upload')}
          </Button>
        </div>
      </form>
    </SystemStep>
  );
}

/** The columns the chosen industry needs, in the expected order, with an example row and the template. */
function RequiredColumns({ industry }: { industry: CsvIndustry | null }) {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const titleId = useId();
  if (!industry) {
    return (
      <div className={`${layout.panel} ${styles.columns}`}>
        <h2 className={styles.subtitle}>{t('upload.columns.title')}</h2>
        <p className={layout.text}>{t('upload.columns.chooseIndustry')}</p>
      </div>
    );
  }
  const columns = CSV_COLUMNS[industry];
  const example = CSV_EXAMPLE_ROWS[industry];
  const template = `data:text/csv;charset=utf-8,${encodeURIComponent(csvTemplate(industry))}`;
  return (
    <div className={`${layout.panel} ${styles.columns}`}>
      <h2 id={titleId} className={styles.subtitle}>
        {t('upload.columns.title')}
      </h2>
      <p className={layout.text}>{t('upload.columns.intro')}</p>
      {/* Scrolls sideways on narrow screens, with a shade on the side that hides columns. */}
      <ScrollRegion labelledBy={titleId}>
        <table className={styles.table}>
          <caption className={layout.visuallyHidden}>{t('upload.columns.caption')}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {columns.map((c) => (
                <td key={c}>
                  <Ltr>{example[c]}</Ltr>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </ScrollRegion>
      <a
        className={buttonClassName('link')}
        href={template}
        download={`transactions-template-${industry.toLowerCase()}.csv`}
      >
        {t('upload.columns.template')}
      </a>
    </div>
  );
}
