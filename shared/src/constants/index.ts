export * from './countries';
export * from './businessTypes';
export * from './companyStages';
export * from './limits';
export * from './messages';
