export * from './common';
export * from './help';
export * from './registration';
export * from './eligibility';
export * from './documents';
export * from './transactions';
export * from './accounting';
export * from './responses';
// The server builds its error bodies from the same texts.
export {
  MESSAGES,
  csvColumnsMessage,
  invalidFieldMessage,
  maxLengthMessage,
  minLengthMessage,
} from '../constants/messages';
