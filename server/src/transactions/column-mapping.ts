import { MESSAGES } from '@onboarding/shared/constants';
import {
  CSV_COLUMNS,
  CSV_DATE_COLUMN,
  checkColumnMapping,
  normalizeColumnMapping,
  type CsvColumn,
  type CsvIndustry,
} from '@onboarding/shared/schemas';
import { CsvImportError, MAPPING_MISMATCH } from './import-error';

export interface MappedColumn {
  /** The CSV header the applicant chose, as it appears in the file. */
  header: string;
  /** Its position in each row. */
  index: number;
}

export type ResolvedMapping = Partial<Record<CsvColumn, MappedColumn>>;

/**
 * col_mapping is { <required column>: <CSV header> } with the required columns of CSV_COLUMNS[industry] (SAAS:
 * customer_id, amount, start_date, period; MARKETPLACE: customer_id, date, gmv, take); the narrow-screen keys
 * ("Unique customer ID", "Period", "Amount", "GVM", "takeRate") mean the same columns. Keys that are not required
 * columns are ignored. Every header must be one of the file's (compared without surrounding spaces).
 */
export function resolveColumnMapping(
  industry: CsvIndustry,
  mapping: Record<string, string>,
  headers: readonly string[],
): ResolvedMapping {
  const ruleError = checkColumnMapping(industry, mapping);
  if (ruleError) throw new CsvImportError(400, ruleError);
  const normalized = normalizeColumnMapping(mapping);
  const positions = new Map<string, number>();
  // A header repeated in the file maps to its first occurrence, as a spreadsheet lookup would.
  headers.forEach((h, i) => {
    const key = h.trim();
    if (!positions.has(key)) positions.set(key, i);
  });
  const resolved: ResolvedMapping = {};
  const missing: string[] = [];
  for (const column of CSV_COLUMNS[industry]) {
    const header = normalized[column].trim();
    const index = positions.get(header);
    if (index === undefined) {
      if (column === CSV_DATE_COLUMN[industry]) {
        throw new CsvImportError(400, MESSAGES.dateColumnNotFound, { column, header });
      }
      missing.push(header);
    } else {
      resolved[column] = { header, index };
    }
  }
  if (missing.length) throw new CsvImportError(400, MAPPING_MISMATCH, { missing_columns: missing });
  return resolved;
}

/** The stored form: required column → header, in CSV_COLUMNS order. */
export function mappingForStorage(industry: CsvIndustry, resolved: ResolvedMapping): Record<string, string> {
  return Object.fromEntries(CSV_COLUMNS[industry].map((c) => [c, resolved[c]?.header ?? '']));
}
