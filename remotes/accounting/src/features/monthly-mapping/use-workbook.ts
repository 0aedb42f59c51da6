import { excelSheetRows, excelSheets } from '@onboarding/shared';
import { notifyError } from '@onboarding/shared/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { pickedFileProblem, readAsDataUrl, type PickedFileProblem } from './read-file';

export interface LoadedFile {
  name: string;
  size: number;
  /** data URL */
  content: string;
}

export type Status = 'idle' | 'loading' | 'failed';

export interface Workbook {
  file: LoadedFile | null;
  /** Name of a file being read. */
  reading: string | null;
  /** Why the last picked file was refused (text key), shown at the file input. */
  fileProblem: PickedFileProblem | null;
  sheets: string[] | null;
  sheetsStatus: Status;
  selectedSheet: string;
  rows: unknown[][];
  rowsStatus: Status;
}

const EMPTY: Workbook = {
  file: null,
  reading: null,
  fileProblem: null,
  sheets: null,
  sheetsStatus: 'idle',
  selectedSheet: '',
  rows: [],
  rowsStatus: 'idle',
};

/**
 * The monthly-accounts workbook of /monthly-mapping: the picked file (checked, then read as a data URL), its sheet
 * names (excel-sheets) and the rows of the chosen sheet (excel-sheet-rows). An answer that arrives after the file or
 * the sheet has changed is dropped.
 */
export function useWorkbook(texts: { somethingWentWrong: string; fileRead: string; uploadError: string }) {
  const [state, setState] = useState<Workbook>(EMPTY);
  const fileGen = useRef(0);
  const sheetGen = useRef(0);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const loadSheets = useCallback(
    async (file: LoadedFile | null) => {
      if (!file) return;
      const gen = fileGen.current;
      setState((s) => ({ ...s, sheets: null, sheetsStatus: 'loading' }));
      try {
        const { sheets } = await excelSheets({ name: file.name, content: file.content });
        if (!mounted.current || gen !== fileGen.current) return;
        setState((s) => ({ ...s, sheets: Array.isArray(sheets) ? sheets : [], sheetsStatus: 'idle' }));
      } catch {
        if (!mounted.current || gen !== fileGen.current) return;
        setState((s) => ({ ...s, sheets: null, sheetsStatus: 'failed' }));
        notifyError(texts.somethingWentWrong);
      }
    },
    [texts.somethingWentWrong],
  );

  /**
   * Checks and reads a picked file, then asks for its sheets if `wantSheets` says so once it is read (mapping may
   * have been started while it was being read).
   */
  const pick = useCallback(
    async (picked: File, wantSheets: () => boolean) => {
      const gen = ++fileGen.current;
      sheetGen.current++;
      const problem = pickedFileProblem(picked);
      if (problem === 'errors.uploadError') {
        setState({ ...EMPTY });
        notifyError(texts.uploadError);
        return;
      }
      if (problem) {
        setState({ ...EMPTY, fileProblem: problem });
        return;
      }
      setState({ ...EMPTY, reading: picked.name });
      let content: string;
      try {
        content = await readAsDataUrl(picked);
      } catch {
        if (!mounted.current || gen !== fileGen.current) return;
        setState({ ...EMPTY });
        notifyError(texts.fileRead);
        return;
      }
      if (!mounted.current || gen !== fileGen.current) return;
      const file = { name: picked.name, size: picked.size, content };
      setState({ ...EMPTY, file });
      if (wantSheets()) await loadSheets(file);
    },
    [loadSheets, texts.fileRead, texts.uploadError],
  );

  const clear = useCallback(() => {
    fileGen.current++;
    sheetGen.current++;
    setState({ ...EMPTY });
  }, []);

  /** No sheet chosen any more (mapping toggled, or the file changed); the sheet names are kept. */
  const resetSheet = useCallback(() => {
    sheetGen.current++;
    setState((s) => ({ ...s, selectedSheet: '', rows: [], rowsStatus: 'idle' }));
  }, []);

  /** Loads the rows of `sheetName`: the rows once shown, or null when none are (no sheet, superseded, failed). */
  const chooseSheet = useCallback(
    async (sheetName: string, file: LoadedFile | null): Promise<unknown[][] | null> => {
      const gen = ++sheetGen.current;
      setState((s) => ({
        ...s,
        selectedSheet: sheetName,
        rows: [],
        rowsStatus: sheetName && file ? 'loading' : 'idle',
      }));
      if (!sheetName || !file) return null;
      try {
        const answer = await excelSheetRows({
          sheetName,
          file: { name: file.name, content: file.content },
        });
        if (!mounted.current || gen !== sheetGen.current) return null;
        const rows = Array.isArray(answer.rows) ? answer.rows : [];
        setState((s) => ({ ...s, rows, rowsStatus: 'idle' }));
        return rows;
      } catch {
        if (!mounted.current || gen !== sheetGen.current) return null;
        // Back to no sheet, so the applicant can pick again (or submit and skip mapping).
        setState((s) => ({ ...s, selectedSheet: '', rows: [], rowsStatus: 'failed' }));
        notifyError(texts.somethingWentWrong);
        return null;
      }
    },
    [texts.somethingWentWrong],
  );

  return { ...state, pick, clear, loadSheets, resetSheet, chooseSheet };
}
