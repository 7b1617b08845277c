/** Messages of the layouts, the error view and the theme and language switches (it). */
export const uiLayout = {
  'ui.error.goHome': 'Vai alla home',
  'ui.error.notFound': 'Risorsa non trovata.',
  'ui.error.generic': 'Si è verificato un errore',
  'ui.layout.skipToContent': 'Vai al contenuto principale',
  'ui.layout.navigation': 'Navigazione principale',
  'ui.layout.openNavigation': 'Apri il menu di navigazione',
  'ui.layout.closeNavigation': 'Chiudi il menu di navigazione',
  'ui.layout.userMenu': 'Menu utente: {name}',
  'ui.layout.home': 'Pagina iniziale',
  'ui.layout.siteNavigation': 'Navigazione del sito',
  'ui.layout.login': 'Accedi',
  'ui.layout.copyright': '© {year} {name}. Tutti i diritti riservati.',
  'ui.layout.preferences': 'Preferenze',
  'ui.layout.back': 'Indietro',
  'ui.layout.formActions': 'Azioni del modulo',
  'ui.themeToggle.dark': 'Tema scuro',
  'ui.languageSwitch.current': 'Lingua: {language}',
  'ui.languageSwitch.label': 'Lingua',
  // Language names are written in their own language whatever the UI language.
  'ui.language.it': 'Italiano',
  'ui.language.en': 'English',

  'ui.form.save': 'Salva',
} as const satisfies Record<string, string>;
