import { customerContracts } from '../../db/schema';
import type { Tx } from '../../resources/types';
import { demoCustomers } from '../demoContent';
import { plusDays } from './days';
import { insertIds, type CreatedBy } from './insertIds';
import { between, type Random } from './random';

/** The id of the contract of a customer (by index) in force on a day, if any. */
export type ContractFor = (customerIndex: number, day: string) => number | null;

/** Contracts: an active one for each customer; every other customer also an expired older one. */
export async function insertCustomerContracts(
  tx: Tx,
  rnd: Random,
  today: string,
  customerIds: number[],
  by: CreatedBy,
): Promise<ContractFor> {
  const contractRows: Record<string, unknown>[] = [];
  const contractOf: { customerIndex: number; from: string; to: string | null; rowIndex: number }[] =
    [];
  const year = Number(today.slice(0, 4));
  demoCustomers.forEach((c, i) => {
    const hasOld = i % 2 === 0;
    const activeStart = hasOld
      ? plusDays(today, -between(rnd, 300, 360))
      : plusDays(today, -between(rnd, 760, 800));
    const frequency = {
      routine_visual: 7,
      operational: c.customer_type === 'municipality' ? 90 : 120,
      annual_main: 365,
    };
    const services = [
      'routine_visual',
      'operational',
      'annual_main',
      'post_installation',
      'extraordinary',
      'repair',
    ];
    const common = {
      customer_id: customerIds[i]!,
      services,
      frequency_days: frequency,
      cig: c.is_public_body ? `Z${String(3_000_000_00 + i * 7_654_321).slice(0, 9)}` : null,
      payment_terms_days: c.is_public_body ? 60 : 30,
      ...by,
    };
    if (hasOld) {
      contractOf.push({
        customerIndex: i,
        from: plusDays(activeStart, -1095),
        to: plusDays(activeStart, -1),
        rowIndex: contractRows.length,
      });
      contractRows.push({
        ...common,
        number: `CV-${year - 3}-${String(i + 1).padStart(3, '0')}`,
        start_date: plusDays(activeStart, -1095),
        end_date: plusDays(activeStart, -1),
        status: 'expired',
        amount_cents: between(rnd, 40, 180) * 10_000,
      });
    }
    contractOf.push({
      customerIndex: i,
      from: activeStart,
      to: null,
      rowIndex: contractRows.length,
    });
    contractRows.push({
      ...common,
      number: `CV-${activeStart.slice(0, 4)}-${String(i + 11).padStart(3, '0')}`,
      start_date: activeStart,
      end_date: plusDays(activeStart, 3 * 365 - 1),
      status: 'active',
      amount_cents: between(rnd, 50, 240) * 10_000,
    });
  });
  const contractIds = await insertIds(tx, customerContracts, contractRows);
  return (customerIndex, day) => {
    const match = contractOf.find(
      (c) => c.customerIndex === customerIndex && c.from <= day && (c.to === null || day <= c.to),
    );
    return match ? contractIds[match.rowIndex]! : null;
  };
}
