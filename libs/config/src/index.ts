export * from './env-readers';
export * from './metrics-token';
export * from './shared-config';
export * from './redis-outages';
