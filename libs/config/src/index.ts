export * from './env-readers';
export * from './shared-config';
