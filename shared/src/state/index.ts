export * from './atoms';
export * from './store';
export * from './applyUserStatus';
