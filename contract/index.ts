export * from './envelope';
export * from './roles';
export * from './token';
export * from './profiles';
export * from './counts';
export * from './permissions';
export * from './config';
export * from './live';
