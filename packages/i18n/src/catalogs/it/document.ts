import type { document as en } from '../en/document';

/** Testi comuni a tutti i documenti PDF del server (verbale di ispezione, preventivo). */
export const document: Record<keyof typeof en, string> = {
  'document.company': 'Altalena · ispezioni di sicurezza delle aree gioco',
  'document.page': '{title} · pagina {page} di {pages}',
  'document.draft': 'BOZZA',
};
