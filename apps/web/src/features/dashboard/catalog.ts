import type { FeatureCatalog } from '@altalena/i18n';

const en = {
  'dashboard.greeting': 'Hello, {name}!',
  'dashboard.admin.title': 'Admin dashboard',
  'dashboard.customer.title': 'Your dashboard',
  'dashboard.description': '{title} · {today}',
  'dashboard.role.admin': 'Administrator',
  'dashboard.role.customer': 'Customer',
  'dashboard.loading': 'Loading the dashboard',
  'dashboard.loadFailed': 'The dashboard could not be loaded',
  'dashboard.retry': 'Try again',

  'dashboard.figures.title': 'What needs attention',
  'dashboard.figures.overdue': 'Inspections overdue',
  'dashboard.figures.overdue.hint':
    '{count, plural, =0 {No park is late} one {# park is late} other {# parks are late}}',
  'dashboard.figures.dueSoon': 'Due within {days} days',
  'dashboard.figures.dueSoon.hint':
    '{count, plural, =0 {No park} one {# park} other {# parks}} to inspect soon',
  'dashboard.figures.lateFindings': 'Findings past their timeframe',
  'dashboard.figures.lateFindings.hint':
    '{count, plural, =0 {No repair is late} one {# repair is late: see the parks} other {# repairs are late: see the parks}}',
  'dashboard.figures.quotesWaiting': 'Quotes awaiting an answer',
  'dashboard.figures.quotesWaiting.hint':
    '{count, plural, =0 {None sent and still valid} one {# sent and still valid} other {# sent and still valid}}',
  'dashboard.figures.quotesExpiring': 'Quotes expiring within {days} days',
  'dashboard.figures.quotesExpiring.hint':
    '{count, plural, =0 {None about to lapse} one {# about to lapse} other {# about to lapse}}',
  'dashboard.figures.contractsExpiring': 'Contracts ending within {days} days',
  'dashboard.figures.contractsExpiring.hint':
    '{count, plural, =0 {No active contract ends soon} one {# active contract to renew} other {# active contracts to renew}}',
  'dashboard.risk.title': 'Open findings by risk',
  'dashboard.risk.description':
    'Parks by the worst risk among their open findings: open one to see its parks.',
  'dashboard.risk.parks': '{count, plural, one {# park} other {# parks}}',
  'dashboard.risk.findings': '{count, plural, one {# finding} other {# findings}}',
  'dashboard.risk.none': 'No open findings in the parks.',
  'dashboard.risk.allParks':
    '{count, plural, one {# park with open findings} other {# parks with open findings}}',

  'dashboard.quotes.title': 'Quotes to answer',
  'dashboard.quotes.description': 'Accept or reject them before they expire.',
  'dashboard.quotes.none': 'No quote is waiting for your answer.',
  'dashboard.quotes.validUntil': 'Valid until {date}',
  'dashboard.quotes.noExpiry': 'No expiry date',
  'dashboard.quotes.expiringSoon': 'Expires {date}',
  'dashboard.quotes.all': 'All quotes awaiting an answer ({count})',

  'dashboard.map.title': 'Parks on the map',
  'dashboard.map.label': 'Map of the parks',
  'dashboard.map.description':
    '{count, plural, one {# park} other {# parks}}: choose a marker to open its park.',
  'dashboard.map.legend': 'Legend',
  'dashboard.map.legend.danger': 'High or very high risk, or inspection overdue',
  'dashboard.map.legend.warning': 'Medium risk, or inspection due within {days} days',
  'dashboard.map.legend.neutral': 'Nothing urgent',
  'dashboard.map.marker.overdue': '{name}: inspection overdue',
  'dashboard.map.marker.risk': '{name}: {risk} risk',
  'dashboard.map.marker.overdueRisk': '{name}: inspection overdue, {risk} risk',
  'dashboard.map.loadFailed': 'The map could not be loaded',

  'dashboard.charts.inspections.title': 'Inspections per month',
  'dashboard.charts.inspections.description': 'Completed and signed, by outcome, last 12 months.',
  'dashboard.charts.inspections.summary':
    '{total, plural, =0 {No inspection} one {# inspection} other {# inspections}} in the last 12 months: {compliant} compliant, {withRemarks} with remarks, {nonCompliant} non-compliant.',
  'dashboard.charts.inspections.empty': 'No inspection completed in the last 12 months.',
  'dashboard.charts.inspections.month': 'Month',
  'dashboard.charts.findings.title': 'Open findings',
  'dashboard.charts.findings.description': 'By risk level, every open finding.',
  'dashboard.charts.findings.summary':
    '{total, plural, =0 {No open finding} one {# open finding} other {# open findings}}: {veryHigh} very high, {high} high, {medium} medium, {low} low.',
  'dashboard.charts.findings.empty': 'No open finding.',
  'dashboard.charts.findings.risk': 'Risk',
  'dashboard.charts.findings.count': 'Open findings',
  'dashboard.charts.total': 'Total',
  'dashboard.charts.showTable': 'Show as a table',
  'dashboard.charts.hideTable': 'Hide the table',

  'dashboard.empty.title': 'Welcome to Altalena',
  'dashboard.empty.admin.description':
    'There are no parks yet. Record a customer and their parks: overdue inspections, risks, quotes and the map will show here every morning.',
  'dashboard.empty.customer.description':
    'There are no parks of yours yet. Add your first park: the inspections it is due for, the findings and the quotes will show here.',
  'dashboard.empty.addCustomer': 'New customer',
  'dashboard.empty.addPark': 'New park',
} as const;

const it: Record<keyof typeof en, string> = {
  'dashboard.greeting': 'Ciao, {name}!',
  'dashboard.admin.title': 'Dashboard amministratore',
  'dashboard.customer.title': 'La tua dashboard',
  'dashboard.description': '{title} · {today}',
  'dashboard.role.admin': 'Amministratore',
  'dashboard.role.customer': 'Cliente',
  'dashboard.loading': 'Caricamento della dashboard',
  'dashboard.loadFailed': 'Non è stato possibile caricare la dashboard',
  'dashboard.retry': 'Riprova',

  'dashboard.figures.title': 'Cosa richiede attenzione',
  'dashboard.figures.overdue': 'Ispezioni scadute',
  'dashboard.figures.overdue.hint':
    '{count, plural, =0 {Nessun parco in ritardo} one {# parco in ritardo} other {# parchi in ritardo}}',
  'dashboard.figures.dueSoon': 'In scadenza entro {days} giorni',
  'dashboard.figures.dueSoon.hint':
    '{count, plural, =0 {Nessun parco} one {# parco} other {# parchi}} da ispezionare a breve',
  'dashboard.figures.lateFindings': 'Rilievi oltre i tempi',
  'dashboard.figures.lateFindings.hint':
    '{count, plural, =0 {Nessun intervento in ritardo} one {# intervento in ritardo: vedi i parchi} other {# interventi in ritardo: vedi i parchi}}',
  'dashboard.figures.quotesWaiting': 'Preventivi in attesa di risposta',
  'dashboard.figures.quotesWaiting.hint':
    '{count, plural, =0 {Nessuno inviato e ancora valido} one {# inviato e ancora valido} other {# inviati e ancora validi}}',
  'dashboard.figures.quotesExpiring': 'Preventivi in scadenza entro {days} giorni',
  'dashboard.figures.quotesExpiring.hint':
    '{count, plural, =0 {Nessuno sta per scadere} one {# sta per scadere} other {# stanno per scadere}}',
  'dashboard.figures.contractsExpiring': 'Contratti in scadenza entro {days} giorni',
  'dashboard.figures.contractsExpiring.hint':
    '{count, plural, =0 {Nessun contratto attivo scade a breve} one {# contratto attivo da rinnovare} other {# contratti attivi da rinnovare}}',
  'dashboard.risk.title': 'Rilievi aperti per rischio',
  'dashboard.risk.description':
    'Parchi per il rischio più alto tra i loro rilievi aperti: scegline uno per vederne i parchi.',
  'dashboard.risk.parks': '{count, plural, one {# parco} other {# parchi}}',
  'dashboard.risk.findings': '{count, plural, one {# rilievo} other {# rilievi}}',
  'dashboard.risk.none': 'Nessun rilievo aperto nei parchi.',
  'dashboard.risk.allParks':
    '{count, plural, one {# parco con rilievi aperti} other {# parchi con rilievi aperti}}',

  'dashboard.quotes.title': 'Preventivi da valutare',
  'dashboard.quotes.description': 'Accettali o rifiutali prima che scadano.',
  'dashboard.quotes.none': 'Nessun preventivo attende la tua risposta.',
  'dashboard.quotes.validUntil': 'Valido fino al {date}',
  'dashboard.quotes.noExpiry': 'Senza scadenza',
  'dashboard.quotes.expiringSoon': 'Scade il {date}',
  'dashboard.quotes.all': 'Tutti i preventivi in attesa di risposta ({count})',

  'dashboard.map.title': 'Parchi sulla mappa',
  'dashboard.map.label': 'Mappa dei parchi',
  'dashboard.map.description':
    '{count, plural, one {# parco} other {# parchi}}: scegli un indicatore per aprire il suo parco.',
  'dashboard.map.legend': 'Legenda',
  'dashboard.map.legend.danger': 'Rischio alto o molto alto, oppure ispezione scaduta',
  'dashboard.map.legend.warning': 'Rischio medio, oppure ispezione in scadenza entro {days} giorni',
  'dashboard.map.legend.neutral': 'Niente di urgente',
  'dashboard.map.marker.overdue': '{name}: ispezione scaduta',
  'dashboard.map.marker.risk': '{name}: rischio {risk}',
  'dashboard.map.marker.overdueRisk': '{name}: ispezione scaduta, rischio {risk}',
  'dashboard.map.loadFailed': 'Non è stato possibile caricare la mappa',

  'dashboard.charts.inspections.title': 'Ispezioni per mese',
  'dashboard.charts.inspections.description':
    'Completate e firmate, per esito, negli ultimi 12 mesi.',
  'dashboard.charts.inspections.summary':
    '{total, plural, =0 {Nessuna ispezione} one {# ispezione} other {# ispezioni}} negli ultimi 12 mesi: {compliant} conformi, {withRemarks} con osservazioni, {nonCompliant} non conformi.',
  'dashboard.charts.inspections.empty': 'Nessuna ispezione completata negli ultimi 12 mesi.',
  'dashboard.charts.inspections.month': 'Mese',
  'dashboard.charts.findings.title': 'Rilievi aperti',
  'dashboard.charts.findings.description': 'Per livello di rischio, tutti i rilievi aperti.',
  'dashboard.charts.findings.summary':
    '{total, plural, =0 {Nessun rilievo aperto} one {# rilievo aperto} other {# rilievi aperti}}: {veryHigh} a rischio molto alto, {high} alto, {medium} medio, {low} basso.',
  'dashboard.charts.findings.empty': 'Nessun rilievo aperto.',
  'dashboard.charts.findings.risk': 'Rischio',
  'dashboard.charts.findings.count': 'Rilievi aperti',
  'dashboard.charts.total': 'Totale',
  'dashboard.charts.showTable': 'Mostra come tabella',
  'dashboard.charts.hideTable': 'Nascondi la tabella',

  'dashboard.empty.title': 'Benvenuto in Altalena',
  'dashboard.empty.admin.description':
    'Non ci sono ancora parchi. Registra un cliente e i suoi parchi: ispezioni scadute, rischi, preventivi e la mappa compariranno qui ogni mattina.',
  'dashboard.empty.customer.description':
    'Non ci sono ancora parchi tuoi. Aggiungi il primo parco: qui compariranno le ispezioni da fare, i rilievi e i preventivi.',
  'dashboard.empty.addCustomer': 'Nuovo cliente',
  'dashboard.empty.addPark': 'Nuovo parco',
};

/** The texts of the dashboards, loaded with them. */
export const dashboardCatalog: FeatureCatalog = { en, it };

declare module '@altalena/i18n' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- it adds the feature's ids by merging
  interface AppMessageIds extends Record<keyof typeof en, true> {}
}
