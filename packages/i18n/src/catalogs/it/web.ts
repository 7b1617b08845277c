/** Messages of the web app shell and its public screens (it). */
export const web = {
  'web.meta.titleWithPage': '{page} · Altalena',

  'web.landing.nav.what': 'Che cosa facciamo',
  'web.landing.nav.who': 'A chi si rivolge',
  'web.landing.nav.how': 'Come funziona',

  'web.landing.hero.eyebrow': 'Ispezioni di sicurezza delle aree gioco',
  'web.landing.hero.title': 'Aree gioco sicure, ispezionate e documentate',
  'web.landing.hero.lead':
    'Altalena ispeziona le aree gioco secondo le norme EN 1176-7 ed EN 1177, redige verbali di ispezione chiari e preventiva le riparazioni necessarie. I clienti seguono tutto online: parchi, attrezzature, verbali e preventivi.',
  'web.landing.hero.login': "Accedi all'area clienti",
  'web.landing.hero.howItWorks': 'Come funziona',

  'web.landing.what.title': 'Che cosa fa Altalena',
  'web.landing.what.lead':
    'Un unico servizio, dalla prima ispezione alla riparazione verificata, con tutti i documenti in un solo posto.',
  'web.landing.what.inspections.title': 'Ispezioni secondo la EN 1176-7',
  'web.landing.what.inspections.body':
    "Controlli visivi ordinari, ispezioni funzionali trimestrali e l'ispezione annuale principale di ogni attrezzatura, eseguiti da ispettori qualificati.",
  'web.landing.what.surfacing.title': 'Pavimentazioni antitrauma secondo la EN 1177',
  'web.landing.what.surfacing.body':
    "Verifichiamo la pavimentazione sotto ogni attrezzatura in base all'altezza di caduta libera: materiale, spessore e area d'impatto.",
  'web.landing.what.reports.title': 'Verbali di ispezione',
  'web.landing.what.reports.body':
    'Ogni non conformità riporta livello di rischio, foto, riferimento normativo e tempi di intervento, così sapete subito da dove cominciare.',
  'web.landing.what.quotes.title': 'Preventivi di riparazione',
  'web.landing.what.quotes.body':
    'Per i difetti riscontrati prepariamo un preventivo voce per voce. Lo accettate o rifiutate online e seguite i lavori fino alla verifica.',
  'web.landing.what.portal.title': 'Area clienti',
  'web.landing.what.portal.body':
    'I vostri parchi sulla mappa, il registro delle attrezzature, le scadenze delle prossime ispezioni, i controlli visivi ordinari, i verbali e i preventivi: sempre aggiornati.',

  'web.landing.who.title': 'A chi si rivolge',
  'web.landing.who.lead':
    "A chiunque possieda o gestisca un'area gioco e sia responsabile della sua sicurezza.",
  'web.landing.who.municipalities': 'Comuni',
  'web.landing.who.municipalities.body':
    'Parchi e giardini pubblici, con documentazione pronta per gli appalti.',
  'web.landing.who.schools': 'Scuole',
  'web.landing.who.schools.body':
    'Cortili e giardini di nidi e scuole, usati ogni giorno dai più piccoli.',
  'web.landing.who.campsites': 'Campeggi',
  'web.landing.who.campsites.body':
    "Aree gioco stagionali, controllate prima dell'apertura e durante la stagione.",
  'web.landing.who.condominiums': 'Condomini',
  'web.landing.who.condominiums.body':
    'Giardini condominiali, con verbali chiari per amministratori e residenti.',
  'web.landing.who.companies': 'Aziende',
  'web.landing.who.companies.body': 'Ristoranti, hotel, centri commerciali e asili aziendali.',

  'web.landing.how.title': 'Come funziona',
  'web.landing.how.step1.title': 'Registrate i vostri parchi',
  'web.landing.how.step1.body':
    'Censiamo ogni parco e ogni attrezzatura: tipo, norma di riferimento, produttore, installazione e pavimentazione.',
  'web.landing.how.step2.title': 'Noi ispezioniamo',
  'web.landing.how.step2.body':
    "I nostri ispettori intervengono secondo il calendario e controllano ogni attrezzatura e l'area: accessi, recinzioni, segnaletica, percorsi e pavimentazioni.",
  'web.landing.how.step3.title': 'Leggete il verbale',
  'web.landing.how.step3.body':
    "Il verbale firmato riporta l'esito, ogni non conformità con il suo livello di rischio e le messe in sicurezza eseguite sul posto.",
  'web.landing.how.step4.title': 'Accettate il preventivo, noi ripariamo',
  'web.landing.how.step4.body':
    "Accettate online il preventivo di riparazione. Eseguiamo i lavori e li verifichiamo all'ispezione successiva.",

  'web.landing.login.title': 'Siete già clienti?',
  'web.landing.login.body':
    "Accedete per consultare i vostri parchi, i verbali di ispezione e i preventivi. Le credenziali vi vengono fornite all'avvio del contratto.",
  'web.landing.login.action': 'Accedi',

  'web.landing.footer.copyright': '© {year} Altalena. Ispezioni di sicurezza delle aree gioco.',

  'web.notFound.title': 'Pagina non trovata',
  'web.error.title': 'Errore',
  'web.auth.login.title': 'Accedi',
  'web.auth.login.description': 'Inserisci il tuo nome utente per continuare.',
  'web.auth.username': 'Nome utente',
  'web.auth.continue': 'Continua',
  'web.auth.forgotPassword': 'Password dimenticata?',
  'web.auth.password.title': 'Inserisci la password',
  'web.auth.password.description': 'Accesso come {username}.',
  'web.auth.password': 'Password',
  'web.auth.logIn': 'Accedi',
  'web.auth.changeUser': 'Non sei tu? Cambia utente',
  'web.auth.forced.title': 'Scegli una nuova password',
  'web.auth.forced.description':
    'Prima di continuare, sostituisci la password che hai ricevuto per {username} con una tua.',
  'web.auth.oldPassword': 'Password attuale',
  'web.auth.newPassword': 'Nuova password',
  'web.auth.repeatPassword': 'Ripeti la nuova password',
  'web.auth.changePassword': 'Cambia password',
  'web.auth.reset.title': 'Reimposta la password',
  'web.auth.reset.description':
    'Inserisci il tuo nome utente: ti invieremo via email un codice monouso.',
  'web.auth.reset.submit': 'Invia il codice',
  'web.auth.otp.title': 'Inserisci il codice',
  'web.auth.otp.description':
    "Abbiamo inviato un codice di 6 cifre all'indirizzo email di {username}. È valido per 10 minuti.",
  'web.auth.otp': 'Codice monouso',
  'web.auth.otp.submit': 'Imposta la nuova password',
  'web.auth.otp.resend': 'Invia un nuovo codice',
  'web.auth.backToLogin': "Torna all'accesso",
  'web.auth.change.title': 'Cambia la tua password',
  'web.auth.change.description':
    'Scegli una nuova password per {username}. Gli altri dispositivi verranno disconnessi.',
  'web.auth.cancel': 'Annulla',
  'web.auth.retryIn.seconds': 'Riprova tra {seconds, plural, one {# secondo} other {# secondi}}.',
  'web.auth.retryIn.minutes': 'Riprova tra {minutes, plural, one {# minuto} other {# minuti}}.',

  'web.nav.dashboard': 'Dashboard',
  'web.userMenu.changePassword': 'Cambia password',
  'web.userMenu.logout': 'Esci',
  'web.userMenu.logoutAll': 'Esci da tutti i dispositivi',
} as const satisfies Record<string, string>;
