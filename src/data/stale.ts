import { createStore } from './store';

/**
 * Another tab upgraded the device database to a newer schema (a new version of the app): this tab
 * closed its connection so that the upgrade could go on, and must reload to use it. Kept apart from
 * src/data/local.ts so that the prompt showing it does not load the database code.
 */
export const staleStore = createStore(false);
