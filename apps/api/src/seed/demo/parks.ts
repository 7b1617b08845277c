import { parks } from '../../db/schema';
import type { Tx } from '../../resources/types';
import { demoParks } from '../demoContent';
import { insertIds, type CreatedBy } from './insertIds';

/** The demo parks (the first partially closed); returns their ids in `demoParks` order. */
export function insertParks(tx: Tx, customerIds: number[], by: CreatedBy): Promise<number[]> {
  return insertIds(
    tx,
    parks,
    demoParks.map((p, i) => ({
      customer_id: customerIds[p.customerIndex]!,
      code: p.code,
      name: p.name,
      address: p.address,
      city: p.city,
      province: p.province,
      latitude: p.latitude,
      longitude: p.longitude,
      site_type: p.site_type,
      fenced: p.fenced,
      status: i === 0 ? 'partially_closed' : 'open',
      closure_reason: i === 0 ? 'Struttura multigioco interdetta in attesa di riparazione.' : null,
      ...by,
    })),
  );
}
