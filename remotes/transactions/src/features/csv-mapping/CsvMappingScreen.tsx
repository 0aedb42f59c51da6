import {
  MAPPING_DESKTOP_MIN_WIDTH,
  MESSAGES,
  customUpload,
  dataKeyAtom,
  errorMessage,
  groupsAtom,
  ltrText,
  otherSystemAtom,
  selectedIndustryAtom,
  selectedMethodAtom,
  uploadedFileAtom,
  useTranslation,
} from '@onboarding/shared';
import { normalizeColumnMapping, type CsvColumn, type CsvIndustry } from '@onboarding/shared/schemas';
import { Button, layout, MessageScreen, notifyError, useMediaQuery } from '@onboarding/shared/ui';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from '@onboarding/shared/router';
import { TRANSACTIONS_NS } from '../../i18n';
import { PATHS } from '../../lib/paths';
import { gatedScreen } from '../../components/StepGate';
import { SystemStep } from '../../components/SystemStep';
import { useFinishConnection } from '../../lib/use-finish-connection';
import type { CsvSummary } from '../../lib/csv-check/csv-scan';
import { csvSummaryAtom } from '../../lib/csv-check/csv-state';
import type { ColumnProblems } from '../../lib/csv-check/column-problems';
import { findColumnProblems } from '../../lib/csv-check/csv-worker-client';
import { methodFor } from '../../lib/csv-check/csv-file-rules';
import {
  checkMapping,
  columnChecks,
  customUploadPayload,
  dateColumnIndex,
  initialOrder,
  initialSelections,
  isOrderOf,
  mappingFromOrder,
  mappingFromSelections,
  requiredColumns,
  serverProblemsOf,
} from './column-mapping';
import { FileProblemsModal } from './FileProblemsModal';
import { DragMapping } from './DragMapping';
import styles from './mapping.module.css';
import { SelectMapping } from './SelectMapping';

/** Sent when no Other name was typed (the applicant came here without the system-choice screen). */
const FALLBACK_SYSTEM_NAME = 'Other';
const ORDER_KEY = 'order';

/** /subscriptions/file/mapping: needs the file uploaded on /subscriptions/file in this page. */
const CsvMappingScreen = gatedScreen(CsvMappingForm);
export default CsvMappingScreen;

function CsvMappingForm() {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const industry = useAtomValue(selectedIndustryAtom);
  const timestamp = useAtomValue(dataKeyAtom);
  const summary = useAtomValue(csvSummaryAtom);
  if (!industry || !timestamp || !summary) {
    return (
      <MessageScreen
        id="mapping-missing-title"
        title={t('mapping.title')}
        to={PATHS.upload}
        linkLabel={t('mapping.uploadAgain')}
      >
        <p className={layout.text}>{t('mapping.missingFile')}</p>
      </MessageScreen>
    );
  }
  return <MappingForm industry={industry} timestamp={timestamp} summary={summary} />;
}

type Problem = 'allRequired' | 'columnOnce' | 'dateNotFound';

function MappingForm({
  industry,
  timestamp,
  summary,
}: {
  industry: CsvIndustry;
  timestamp: string;
  summary: CsvSummary;
}) {
  const { t } = useTranslation(TRANSACTIONS_NS);
  const idBase = useId();
  const finish = useFinishConnection();
  const navigate = useNavigate();
  const wide = useMediaQuery(`(min-width: ${MAPPING_DESKTOP_MIN_WIDTH}px)`);
  const file = useAtomValue(uploadedFileAtom);
  const method = useAtomValue(selectedMethodAtom);
  const systemName = useAtomValue(otherSystemAtom);
  const [groups, setGroups] = useAtom(groupsAtom);
  const required = requiredColumns(industry);
  const headers = summary.headers;

  const savedOrder = groups[ORDER_KEY];
  const order = isOrderOf(savedOrder, headers) ? savedOrder : initialOrder(industry, headers);
  const [selections, setSelections] = useState<Partial<Record<CsvColumn, string>>>(() =>
    initialSelections(industry, headers),
  );
  const [problem, setProblem] = useState<Problem | null>(null);
  const [phase, setPhase] = useState<'idle' | 'checking' | 'sending'>('idle');
  const [problems, setProblems] = useState<ColumnProblems[] | null>(null);
  const dateCheck = useRef<AbortController | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      dateCheck.current?.abort();
    };
  }, []);

  const examples = useMemo(() => {
    const first = summary.samples[0] ?? [];
    return Object.fromEntries(headers.map((h, i) => [h, (first[i] ?? '').trim()]));
  }, [headers, summary.samples]);

  const mapping = wide ? mappingFromOrder(industry, order) : mappingFromSelections(industry, selections);

  const send = async (skipValidation: boolean) => {
    setPhase('sending');
    const payload = customUploadPayload({
      industry,
      method: methodFor(industry, method),
      mapping,
      systemName: systemName.trim() || FALLBACK_SYSTEM_NAME,
      skipValidation,
      timestamp,
    });
    try {
      await customUpload(payload);
    } catch (err) {
      if (!mounted.current) return;
      setPhase('idle');
      // The server reads every row; dates the browser's check let through may still be refused there.
      const serverProblems = skipValidation
        ? null
        : serverProblemsOf(industry, (err as { response?: { data?: unknown } }).response?.data);
      if (serverProblems) setProblems(serverProblems);
      else notifyError(errorMessage(err, MESSAGES.genericFailure));
      return;
    }
    setProblems(null);
    finish('csv', 'OTHER');
  };

  const onSubmit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (phase !== 'idle') return;
    const mappingIssue = checkMapping(industry, mapping);
    if (mappingIssue) {
      setProblem(mappingIssue);
      return;
    }
    const column = dateColumnIndex(industry, mapping, headers);
    if (column < 0) {
      setProblem('dateNotFound');
      return;
    }
    setProblem(null);
    if (file) {
      setPhase('checking');
      const controller = new AbortController();
      dateCheck.current = controller;
      let found: ColumnProblems[] = [];
      try {
        found = await findColumnProblems(file, columnChecks(industry, mapping, headers), {
          signal: controller.signal,
        });
      } catch (err) {
        if (controller.signal.aborted) return;
        // Unreadable here: the server still checks every date when the file is submitted.
        console.warn('The file check could not read the file', err);
      }
      if (!mounted.current) return;
      if (found.length > 0) {
        setPhase('idle');
        setProblems(found);
        return;
      }
    }
    await send(false);
  };

  const problemId = `${idBase}-problem`;
  const busy = phase !== 'idle';

  return (
    <SystemStep
      titleId={`${idBase}-title`}
      title={t('mapping.title')}
      intro={wide ? t('mapping.introDrag') : t('mapping.introSelect')}
      note={file && <p className={styles.fileName}>{t('mapping.fileName', { name: ltrText(file.name) })}</p>}
    >
      <form
        className={layout.form}
        noValidate
        onSubmit={(e) => void onSubmit(e)}
        aria-busy={busy || undefined}
      >
        {wide ? (
          <DragMapping
            required={required}
            order={order}
            onOrderChange={(next) => {
              setProblem(null);
              setGroups((g) => ({ ...g, [ORDER_KEY]: next }));
            }}
            examples={examples}
            describedBy={problem ? problemId : undefined}
          />
        ) : (
          <SelectMapping
            required={required}
            headers={headers}
            selections={selections}
            onChange={(column, header) => {
              setProblem(null);
              setSelections((s) => ({ ...s, [column]: header }));
            }}
            examples={examples}
            invalid={problem === 'allRequired'}
            describedBy={problem ? problemId : undefined}
          />
        )}
        {problem && (
          <p id={problemId} className={layout.alert} role="alert">
            {t(`mapping.errors.${problem}`)}
          </p>
        )}
        <p className={layout.status} role="status" aria-live="polite">
          {phase === 'checking' ? t('mapping.checkingFile') : ''}
        </p>
        <div className={layout.actionsSplit}>
          <Button variant="secondary" onClick={() => navigate(PATHS.upload)}>
            {t('mapping.back')}
          </Button>
          <Button type="submit" loading={busy}>
            {phase === 'checking'
              ? t('mapping.checkingFile')
              : phase === 'sending'
                ? t('mapping.submitting')
                : t('mapping.submit')}
          </Button>
        </div>
      </form>
      <FileProblemsModal
        problems={problems}
        headers={normalizeColumnMapping(mapping)}
        proceeding={phase === 'sending'}
        onClose={() => setProblems(null)}
        onFix={() => {
          setProblems(null);
          navigate(PATHS.upload);
        }}
        onProceed={() => void send(true)}
      />
    </SystemStep>
  );
}
