import { quoteTotals, type QuoteStatus, type QuoteUnit, type SiteArea } from '@altalena/contracts';
import { quoteLines, quoteTypes, quotes } from '../../db/schema';
import type { Tx } from '../../resources/types';
import { demoCustomers, demoInstallers, demoParks, demoToyTemplates } from '../demoContent';
import { quoteTypesSeed } from '../quoteTypesSeed';
import { at, daysBetween, plusDays } from './days';
import { insertIds } from './insertIds';
import type { Defect, PlannedInspection, PlannedQuote } from './planned';
import { between, type Random } from './random';

const quoteTypeFor: Record<string, string> = {
  top_up_surfacing: 'surfacing_renewal',
  remove: 'removal_disposal',
  replace_part: 'repair',
  repair: 'repair',
  close: 'extraordinary_maintenance',
};

/** The statuses older quotes take in turn, once no longer draft or sent. */
const rotation: QuoteStatus[] = [
  'accepted',
  'accepted',
  'rejected',
  'accepted',
  'expired',
  'accepted',
  'accepted',
  'cancelled',
  'accepted',
  'accepted',
];

const validityOf = (code: string) =>
  quoteTypesSeed.find((q) => q.code === code)?.validity_days ?? 30;

/** Plans the demo's quotes one inspection at a time; the older ones take the statuses of `rotation` in turn. */
export function quotePlanner(rnd: Random, today: string) {
  let rotationIndex = 0;
  /**
   * The quote for the work an inspector found (none for routine visits, nor without quotable defects): its
   * status by age, or the anchor's; an accepted quote gets its defects repaired.
   */
  return (inspection: PlannedInspection, found: Defect[]): PlannedQuote | null => {
    const day = inspection.day;
    const quotable = found.filter(
      (d) => d.template.recommended_action !== 'monitor' && d.resolvedOn === null,
    );
    const answered = inspection.status === 'completed' || inspection.status === 'signed';
    if (inspection.type === 'routine_visual' || !answered || quotable.length === 0) return null;
    const typeCode =
      inspection.type === 'extraordinary'
        ? 'extraordinary_maintenance'
        : (quoteTypeFor[quotable[0]!.template.recommended_action] ?? 'repair');
    const planned = plusDays(day, between(rnd, 2, 3));
    const issueDate = inspection.anchor?.quote === 'draft' || planned > today ? today : planned;
    const age = daysBetween(issueDate, today);
    const validity = validityOf(typeCode);
    const status: QuoteStatus =
      inspection.anchor?.quote ??
      (age <= 6
        ? 'draft'
        : age <= validity
          ? 'sent'
          : rotation[rotationIndex++ % rotation.length]!);
    const validUntil = plusDays(issueDate, validity);
    const sentOn = status === 'draft' || status === 'cancelled' ? null : issueDate;
    const answeredOn =
      status === 'accepted' || status === 'rejected'
        ? plusDays(issueDate, Math.min(validity, between(rnd, 4, 20)))
        : null;
    const quote: PlannedQuote = {
      inspection,
      typeCode,
      status,
      issueDate,
      validUntil,
      sentOn,
      answeredOn: answeredOn && answeredOn > today ? today : answeredOn,
      installerIndex: between(rnd, 0, demoInstallers.length - 1),
      defects: quotable,
    };
    for (const defect of quotable) {
      defect.quote = quote;
      if (status === 'accepted' && quote.answeredOn) {
        const repairedIn = inspection.anchor?.repairedIn;
        defect.resolvedOn =
          repairedIn === undefined
            ? plusDays(quote.answeredOn, between(rnd, 7, 35))
            : plusDays(today, repairedIn);
      }
    }
    return quote;
  };
}

/** Line unit and price (cents) of the work a finding recommends. */
function lineFor(
  rnd: Random,
  action: string,
): { unit: QuoteUnit; quantity: number; unit_price_cents: number } {
  switch (action) {
    case 'replace_part':
      return {
        unit: 'pz',
        quantity: between(rnd, 1, 4),
        unit_price_cents: between(rnd, 45, 380) * 100,
      };
    case 'top_up_surfacing':
      return { unit: 'm2', quantity: between(rnd, 6, 40) + 0.5, unit_price_cents: 3850 };
    case 'remove':
      return { unit: 'forfait', quantity: 1, unit_price_cents: between(rnd, 250, 600) * 100 };
    case 'close':
      return { unit: 'forfait', quantity: 1, unit_price_cents: 15_000 };
    default:
      return { unit: 'h', quantity: between(rnd, 2, 8), unit_price_cents: 4200 };
  }
}

const actionLabel: Record<string, string> = {
  repair: 'Riparazione',
  replace_part: 'Sostituzione componente',
  top_up_surfacing: 'Ripristino pavimentazione antitrauma',
  remove: 'Rimozione e smaltimento',
  close: "Interdizione dell'area",
};

const areaLabel: Record<SiteArea, string> = {
  access: 'Accessi',
  fencing: 'Recinzione',
  signage: 'Segnaletica',
  paths: 'Percorsi',
  surfacing: 'Pavimentazione',
};

/** A quote line before its quote has an id. */
type LineDraft = Omit<typeof quoteLines.$inferInsert, 'quote_id' | 'id'>;

/** What the quote rows refer to, written before them. */
export interface QuoteRefs {
  now: Date;
  installerIds: number[];
  /** The customers' users, who answer the quotes, by customer index. */
  customerUserIds: number[];
  adminId: number;
}

/**
 * Writes the planned quotes (numbered, of written inspections and findings) with a line per defect and one for
 * transport, totalled as the server does; returns the quotes' ids in plan order.
 */
export async function insertQuotes(
  tx: Tx,
  rnd: Random,
  quotesPlan: PlannedQuote[],
  refs: QuoteRefs,
): Promise<number[]> {
  const { now, installerIds, customerUserIds, adminId } = refs;
  const typeRows = await tx.select({ id: quoteTypes.id, code: quoteTypes.code }).from(quoteTypes);
  const typeId = new Map(typeRows.map((row) => [row.code, row.id]));
  const lineRows: LineDraft[][] = [];
  const quoteRows = quotesPlan.map((quote) => {
    const customerIndex = demoParks[quote.inspection.parkIndex]!.customerIndex;
    const customer = demoCustomers[customerIndex]!;
    const discount = customer.is_public_body ? 5 : 0;
    const lines = quote.defects.map((defect, index): LineDraft => {
      const first = defect.rows[0]!;
      const work = lineFor(rnd, defect.template.recommended_action);
      const subject = first.item.toy
        ? `${first.item.toy.code} ${demoToyTemplates[first.item.toy.templateIndex]!.name_it}`
        : areaLabel[first.item.siteArea!];
      const vat = customer.customer_type === 'condominium' && work.unit === 'h' ? 10 : 22;
      return {
        position: index + 1,
        finding_id: defect.rows.find((row) => row.inspection === quote.inspection)?.id ?? first.id!,
        toy_id: first.item.toy?.id ?? null,
        description: `${actionLabel[defect.template.recommended_action] ?? 'Intervento'} – ${subject}`,
        ...work,
        discount_pct: discount,
        vat_rate: vat,
        net_cents: 0,
      };
    });
    lines.push({
      position: lines.length + 1,
      finding_id: null,
      toy_id: null,
      description: 'Trasporto, oneri di sicurezza e smaltimento materiali di risulta',
      unit: 'forfait',
      quantity: 1,
      unit_price_cents: 12_000,
      discount_pct: 0,
      vat_rate: 22,
      net_cents: 12_000,
    });
    // The server's own arithmetic: line nets half up, VAT rounded once per rate.
    const totals = quoteTotals(lines);
    lines.forEach((line, i) => (line.net_cents = totals.lines[i]!.net_cents));
    lineRows.push(lines);
    const storedStatus = quote.status === 'expired' ? 'sent' : quote.status;
    return {
      inspection_id: quote.inspection.id!,
      quote_type_id: typeId.get(quote.typeCode) ?? typeId.get('repair')!,
      number: quote.number!,
      issue_date: quote.issueDate,
      valid_until: quote.validUntil,
      status: storedStatus,
      installer_id: installerIds[quote.installerIndex]!,
      notes:
        quote.status === 'rejected'
          ? 'Il cliente provvede con il proprio servizio di manutenzione.'
          : null,
      net_cents: totals.net_cents,
      vat_cents: totals.vat_cents,
      gross_cents: totals.gross_cents,
      sent_at: quote.sentOn ? at(quote.sentOn, 15) : null,
      answered_at: quote.answeredOn ? at(quote.answeredOn, 10) : null,
      answered_by: quote.answeredOn ? customerUserIds[customerIndex]! : null,
      created_by: adminId,
      created_at: at(quote.issueDate, 9) > now ? now : at(quote.issueDate, 9),
      updated_at: now,
    };
  });
  const quoteIds = await insertIds(tx, quotes, quoteRows);
  const allLines = lineRows.flatMap((lines, i) =>
    lines.map((line) => ({ ...line, quote_id: quoteIds[i]! })),
  );
  await insertIds(tx, quoteLines, allLines);
  return quoteIds;
}
