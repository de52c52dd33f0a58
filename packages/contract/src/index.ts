export * from './limits.ts';
export * from './messages.ts';
export * from './resource.ts';
export * from './validate.ts';
export * from './schemas.ts';
export * from './resources/index.ts';
export * from './portal.ts';
export * from './site.ts';
