export * from './financial-calendar';
