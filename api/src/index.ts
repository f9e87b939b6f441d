/** Programmatic entry points of the REST service (used by the gateway's tests and main.ts). */
export { startApiServer, PortInUseError } from './server';
export type { ApiServer, ApiServerOptions } from './server';
export { createApp } from './app';
export { openStore } from './store';
export type { Store, StoreKind, StoreOptions } from './store';
export { loadConfig, ConfigError } from './config';
export type { ApiConfig } from './config';
export { GENRES } from './contract/rules';
export type { Genre } from './contract/rules';
export { DEMO_BOOKS } from './seed-data';
export { createScratchDatabase } from './db/scratch-database';
export type { ScratchDatabase } from './db/scratch-database';
