export * from './countries';
export * from './businessTypes';
export * from './companyStages';
export * from './accountingSystems';
export * from './limits';
export * from './messages';
export * from './urls';
export * from './reviewStatuses';
