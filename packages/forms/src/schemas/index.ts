export * from './types';
export * from './validate';
export * from './login';
export * from './registration';
export * from './routing';
export * from './order';
