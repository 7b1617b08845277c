import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'verify.title': 'Report verification',
  'verify.found': 'This report was issued and signed by Altalena.',
  'verify.number': 'Report number',
  'verify.park': 'Play area',
  'verify.performed': 'Inspected on',
  'verify.signed': 'Signed on',
  'verify.signer': 'Signed by',
  'verify.notFound': 'No report has this verification code. Check the code printed on the report.',
  'verify.failed': 'The verification could not be done right now.',
  'verify.retry': 'Try again',
  'verify.loading': 'Checking the code…',
} as const;

const it: Record<keyof typeof en, string> = {
  'verify.title': 'Verifica del verbale',
  'verify.found': 'Questo verbale è stato emesso e firmato da Altalena.',
  'verify.number': 'Numero del verbale',
  'verify.park': 'Area gioco',
  'verify.performed': 'Ispezionata il',
  'verify.signed': 'Firmato il',
  'verify.signer': 'Firmato da',
  'verify.notFound':
    'Nessun verbale ha questo codice di verifica. Controlla il codice stampato sul verbale.',
  'verify.failed': 'Al momento non è stato possibile eseguire la verifica.',
  'verify.retry': 'Riprova',
  'verify.loading': 'Verifica del codice…',
};

/** The texts of the public report verification page. */
export const verifyCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the page's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
