import {
  installerContract,
  installerContractListQuery,
  installerContractPatch,
  installerContractWrite,
  type InstallerContract,
} from '@altalena/contracts';
import { eq, gte, lte, sql } from 'drizzle-orm';
import { installerContracts, installers } from '../../db/schema';
import {
  columnValues,
  resetAbsentFields,
  defineResource,
  trackedDto,
  type ResourceRow,
} from '../../resources/crud';
import { activeOn, assertEndNotBefore, assertExists } from '../customerContracts/resource';
import { deleteOwnedFiles } from '../files/resource';

const installerName = sql<
  string | null
>`(select ${installers.company_name} from ${installers} where ${installers.id} = ${installerContracts.installer_id})`;

/** The installer contract as the API shows it. */
export function installerContractDto(
  row: ResourceRow<typeof installerContracts, { installer_name: typeof installerName }>,
): InstallerContract {
  return trackedDto(row, {
    installer_id: Number(row.installer_id),
    installer_name: row.installer_name ?? '',
    number: row.number,
    start_date: row.start_date,
    end_date: row.end_date,
    status: row.status,
    scope: row.scope,
    amount_cents: row.amount_cents,
    notes: row.notes,
  });
}

/** `installer-contracts/`: admin only. */
export const installerContractsResource = defineResource({
  path: 'installer-contracts',
  entity: 'installer_contract',
  tag: 'installer-contracts',
  table: installerContracts,
  adminOnly: true,
  item: installerContract,
  write: installerContractWrite,
  patch: installerContractPatch,
  listQuery: installerContractListQuery,
  derived: { installer_name: installerName },
  search: [installerContracts.number, installerContracts.notes],
  ordering: {
    number: installerContracts.number,
    start_date: installerContracts.start_date,
    end_date: installerContracts.end_date,
    status: installerContracts.status,
    installer_name: installerName,
  },
  defaultOrdering: ['-start_date'],
  filters: (query) => [
    query.installer_id ? eq(installerContracts.installer_id, query.installer_id) : undefined,
    query.status ? eq(installerContracts.status, query.status) : undefined,
    query.start_date_from ? gte(installerContracts.start_date, query.start_date_from) : undefined,
    query.start_date_to ? lte(installerContracts.start_date, query.start_date_to) : undefined,
    activeOn(installerContracts.start_date, installerContracts.end_date, query.active_on),
  ],
  toDto: installerContractDto,
  csv: {
    entity: 'installerContract',
    filename: 'installer-contracts',
    columns: [
      { field: 'number' },
      { field: 'installer_name' },
      { field: 'status', enum: 'status.contract' },
      { field: 'start_date', type: 'date' },
      { field: 'end_date', type: 'date' },
      { field: 'scope', enum: 'enum.installerScope' },
      { field: 'amount_cents', type: 'money' },
      { field: 'notes' },
      { field: 'created_at', type: 'datetime' },
      { field: 'updated_at', type: 'datetime' },
    ],
  },
  uniqueFields: { installer_contracts_number_unique: 'number' },
  async prepareCreate({ tx }, body) {
    await assertExists(tx, installers.id, body.installer_id, 'installer_id');
    assertEndNotBefore(body.start_date, body.end_date);
    return columnValues(installerContracts, body);
  },
  async prepareUpdate({ tx }, body, existing, mode) {
    if (body.installer_id !== undefined && body.installer_id !== Number(existing.installer_id)) {
      await assertExists(tx, installers.id, body.installer_id, 'installer_id');
    }
    let values = columnValues(installerContracts, body);
    if (mode === 'put') {
      values = resetAbsentFields(installerContracts, installerContractWrite, body, values);
    }
    assertEndNotBefore(
      'start_date' in values ? values.start_date : existing.start_date,
      'end_date' in values ? values.end_date : existing.end_date,
    );
    return values;
  },
  afterDelete: ({ tx, request }, existing) =>
    deleteOwnedFiles(tx, request, 'installer_contract', [existing.id]),
});
