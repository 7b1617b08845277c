import { customers } from '../../db/schema';
import type { Tx } from '../../resources/types';
import { demoCustomers } from '../demoContent';
import { insertIds, type CreatedBy } from './insertIds';

/** The demo customers, Italian; returns their ids in `demoCustomers` order. */
export function insertCustomers(tx: Tx, by: CreatedBy): Promise<number[]> {
  return insertIds(
    tx,
    customers,
    demoCustomers.map((c) => ({ ...c, country: 'IT', ...by })),
  );
}
