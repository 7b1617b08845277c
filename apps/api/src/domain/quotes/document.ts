import type { Quote } from '@altalena/contracts';
import { asc, eq, sql } from 'drizzle-orm';
import {
  customerContracts,
  customers,
  findings,
  inspectionItems,
  inspections,
  installers,
  parks,
  quoteLines,
  quoteTypes,
  quotes,
  toys,
} from '../../db/schema';

import type { Executor } from '../../resources/types';
import { quoteDto, type QuoteRow } from './definition';

/** What a line is about: a toy (its code and name) or a site area of the park. */
export interface LineSubject {
  toyCode: string | null;
  toyName: string | null;
  siteArea: string | null;
}

/** Everything the quote PDF and the quote mails show, read in one go. */
export interface QuoteDocument {
  /** The quote as the API shows it: lines, totals (`quoteTotals`), status (`expired` past validity). */
  quote: Quote;
  quoteType: { label_it: string; label_en: string };
  customer: {
    name: string;
    address: string;
    zip: string | null;
    city: string;
    province: string | null;
    vat_number: string | null;
    tax_code: string | null;
  };
  park: { name: string; address: string; city: string; province: string | null };
  inspection: {
    number: string;
    type: string;
    performed_at: Date | null;
    scheduled_for: string | null;
  };
  /** The customer contract the inspection was made under, if any (payment terms). */
  contract: { number: string; payment_terms_days: number | null } | null;
  installer: {
    company_name: string;
    vat_number: string;
    address: string | null;
    city: string | null;
  } | null;
  /** By line id: the toy or site area the line is about (its own toy, else its finding's). */
  subjects: Map<number, LineSubject>;
}

/** Reads the document of a quote row as `findQuote` returns it (the caller decided who may see it). */
export async function loadQuoteDocument(ex: Executor, row: QuoteRow): Promise<QuoteDocument> {
  const quote = await quoteDto(ex, row);
  const [context] = await ex
    .select({
      quoteType: { label_it: quoteTypes.label_it, label_en: quoteTypes.label_en },
      customer: {
        name: customers.name,
        address: customers.address,
        zip: customers.zip,
        city: customers.city,
        province: customers.province,
        vat_number: customers.vat_number,
        tax_code: customers.tax_code,
      },
      park: {
        name: parks.name,
        address: parks.address,
        city: parks.city,
        province: parks.province,
      },
      inspection: {
        number: inspections.number,
        type: inspections.type,
        performed_at: inspections.performed_at,
        scheduled_for: inspections.scheduled_for,
      },
      contractNumber: customerContracts.number,
      paymentTermsDays: customerContracts.payment_terms_days,
      installerName: installers.company_name,
      installerVat: installers.vat_number,
      installerAddress: installers.address,
      installerCity: installers.city,
    })
    .from(quotes)
    .innerJoin(quoteTypes, eq(quoteTypes.id, quotes.quote_type_id))
    .innerJoin(inspections, eq(inspections.id, quotes.inspection_id))
    .innerJoin(parks, eq(parks.id, inspections.park_id))
    .innerJoin(customers, eq(customers.id, parks.customer_id))
    .leftJoin(customerContracts, eq(customerContracts.id, inspections.contract_id))
    .leftJoin(installers, eq(installers.id, quotes.installer_id))
    .where(eq(quotes.id, quote.id))
    .limit(1);
  if (!context) throw new Error(`quote ${quote.id} has no inspection`);
  const subjects = await ex
    .select({
      id: quoteLines.id,
      toyCode: toys.code,
      toyName: toys.name,
      siteArea: inspectionItems.site_area,
    })
    .from(quoteLines)
    .leftJoin(findings, eq(findings.id, quoteLines.finding_id))
    .leftJoin(inspectionItems, eq(inspectionItems.id, findings.item_id))
    .leftJoin(toys, sql`${toys.id} = coalesce(${quoteLines.toy_id}, ${inspectionItems.toy_id})`)
    .where(eq(quoteLines.quote_id, quote.id))
    .orderBy(asc(quoteLines.id));
  return {
    quote,
    quoteType: context.quoteType,
    customer: context.customer,
    park: context.park,
    inspection: context.inspection,
    contract:
      context.contractNumber === null
        ? null
        : { number: context.contractNumber, payment_terms_days: context.paymentTermsDays },
    installer:
      context.installerName === null
        ? null
        : {
            company_name: context.installerName,
            vat_number: context.installerVat ?? '',
            address: context.installerAddress,
            city: context.installerCity,
          },
    subjects: new Map(subjects.map(({ id, ...subject }) => [id, subject])),
  };
}
