import { installerContracts, installers } from '../../db/schema';
import type { Tx } from '../../resources/types';
import { demoInstallers } from '../demoContent';
import { plusDays } from './days';
import { insertIds, type CreatedBy } from './insertIds';
import { between, type Random } from './random';

/** The works each installer's contracts cover, by installer. */
const scopes = [
  ['install', 'repair', 'surfacing'],
  ['install', 'repair'],
  ['install', 'surfacing', 'removal'],
  ['repair', 'removal'],
];

/**
 * The demo installers and their contracts: an active one each, the first also an expired one. Returns the
 * installers' ids in `demoInstallers` order.
 */
export async function insertInstallers(
  tx: Tx,
  rnd: Random,
  today: string,
  by: CreatedBy,
): Promise<number[]> {
  const installerIds = await insertIds(
    tx,
    installers,
    demoInstallers.map((inst) => ({
      ...inst,
      insurance_expiry: plusDays(today, between(rnd, 30, 400)),
      ...by,
    })),
  );
  const year = Number(today.slice(0, 4));
  const installerContractRows: Record<string, unknown>[] = [];
  demoInstallers.forEach((_, i) => {
    if (i === 0) {
      installerContractRows.push({
        installer_id: installerIds[i]!,
        number: `CI-${year - 2}-001`,
        start_date: plusDays(today, -1100),
        end_date: plusDays(today, -366),
        status: 'expired',
        scope: scopes[i]!,
        amount_cents: 9_500_000,
        ...by,
      });
    }
    installerContractRows.push({
      installer_id: installerIds[i]!,
      number: `CI-${year - 1}-${String(i + 2).padStart(3, '0')}`,
      start_date: plusDays(today, -365),
      end_date: plusDays(today, 365),
      status: 'active',
      scope: scopes[i]!,
      amount_cents: between(rnd, 40, 150) * 100_000,
      ...by,
    });
  });
  await insertIds(tx, installerContracts, installerContractRows);
  return installerIds;
}
