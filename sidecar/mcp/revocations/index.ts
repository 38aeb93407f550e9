// Where signed MCP sessions ended by DELETE are kept: one interface, two implementations.
export type { RevocationList } from './revocation-list.ts';
export { MemoryRevocations } from './memory.ts';
export { openPgRevocations, PgRevocations } from './postgres.ts';
