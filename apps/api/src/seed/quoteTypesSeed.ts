import type { VatRate } from '@altalena/contracts';

/**
 * One kind of quote as it is first loaded into `quote_types`
 * (docs/data-model.md#reference-data-files-and-reminders).
 */
export interface QuoteTypeSeed {
  code: string;
  label_it: string;
  label_en: string;
  default_vat_rate: VatRate;
  validity_days: number;
}

// Every type defaults to the ordinary 22% rate; a quote line can still carry 10, 4 or 0 where
// the operator knows a reduced rate applies to that customer and work.
/** The initial kinds of quote. */
export const quoteTypesSeed: readonly QuoteTypeSeed[] = [
  {
    code: 'repair',
    label_it: "Riparazioni a seguito d'ispezione",
    label_en: 'Repairs after inspection',
    default_vat_rate: 22,
    validity_days: 30,
  },
  {
    code: 'extraordinary_maintenance',
    label_it: 'Manutenzione straordinaria',
    label_en: 'Non-routine maintenance',
    default_vat_rate: 22,
    validity_days: 30,
  },
  {
    code: 'surfacing_renewal',
    label_it: 'Rifacimento pavimentazione antitrauma',
    label_en: 'Impact-attenuating surfacing renewal',
    default_vat_rate: 22,
    validity_days: 60,
  },
  {
    code: 'supply_installation',
    label_it: 'Fornitura e posa in opera di nuove attrezzature',
    label_en: 'Supply and installation of new equipment',
    default_vat_rate: 22,
    validity_days: 60,
  },
  {
    code: 'removal_disposal',
    label_it: 'Rimozione e smaltimento',
    label_en: 'Removal and disposal',
    default_vat_rate: 22,
    validity_days: 30,
  },
];
