// React-free entry for Node: everything the server shares with the browser, nothing that touches
// the DOM, sessionStorage or React.
export * from './constants';
export * from './calendar';
export * from './schemas';
export * from './routing';
export type * from './api/types';
export * from './text/names';
export * from './i18n/language';
export * from './outcome';
