import type { Db } from '../db/client';

/** A transaction of the domain database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Where a query runs: the database or an open transaction. */
export type Executor = Db | Tx;
