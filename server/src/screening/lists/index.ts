export { readOfac, type OfacFiles } from './ofac';
export { readUnList } from './un';
export { readOpenSanctions, SCREENED_SCHEMAS } from './opensanctions';
export { country, countryCode } from './countries';
export type { ByteSource } from './lines';
export {
  ENTRY_KINDS,
  type EntryKind,
  type ListCounts,
  type ListEntry,
  type ListRead,
  type ListSource,
  type Problem,
} from './types';
