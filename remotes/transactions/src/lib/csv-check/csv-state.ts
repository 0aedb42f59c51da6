import { atom } from 'jotai';
import type { CsvSummary } from './csv-scan';

/**
 * What the check of the uploaded CSV found (header, rows, examples), kept beside the shared uploadedFileAtom and
 * dataKeyAtom for the mapping screen. Lives in the page's one store like every other atom.
 */
export const csvSummaryAtom = atom<CsvSummary | null>(null);
