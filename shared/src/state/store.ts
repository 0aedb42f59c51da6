import { createStore } from 'jotai';

/** The one store of the page: every <Provider store={store}> in the shell and the remotes gets it. */
export const store = createStore();
