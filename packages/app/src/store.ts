import { createStore } from 'jotai';

/** The one jotai store: React reads it through <Provider>, the API client reads tokens from it directly. */
export const store = createStore();
