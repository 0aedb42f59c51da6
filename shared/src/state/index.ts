export * from './atoms';
export * from './store';
export * from './applyUserStatus';
export * from './tab-item';
