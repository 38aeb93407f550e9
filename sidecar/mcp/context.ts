import type { Urls } from '../../core/urls.ts';
import type { BuildStore } from '../build-store.ts';

/**
 * What tools and resources read. Each call takes `store.current()` once and answers from that
 * snapshot alone, so an answer never mixes two builds; a session outlives builds freely.
 */
export type McpContext = { store: BuildStore; urls: Urls };
