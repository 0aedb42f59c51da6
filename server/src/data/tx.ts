import type { Db } from '../db/client';

/** The handle inside `db.transaction(async (tx) => …)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * What a data-access function runs on: the app's database, or the transaction its caller holds, so that locks,
 * atomicity and the order of statements stay the caller's.
 */
export type Executor = Db | Tx;
