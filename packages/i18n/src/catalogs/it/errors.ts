/**
 * API error keys of docs/spec/original-specification.md §8 and general error texts (it), word for word from
 * the specification.
 */
export const errors = {
  'error.invalid_login_credentials': 'Credenziali di accesso non valide',
  'error.unknown_server_error': 'Errore del server sconosciuto',
  'error.not_authenticated': 'Non autenticato',
  'error.user_not_found': 'Utente non trovato',
  'error.invalid_password': 'Password non valida',
  'error.invalid_otp': 'OTP non valido',
  'error.password_change_required': 'Devi cambiare la password prima di continuare',
  'error.validation_error': 'Alcuni campi non sono validi: controllali e riprova',
  'error.not_found': 'Non trovato',
  'error.method_not_allowed': 'Operazione non consentita',
  'error.conflict': 'La richiesta è in conflitto con i dati attuali',
  'error.precondition_failed':
    'Qualcun altro ha modificato questo record nel frattempo: ricaricalo e applica di nuovo le modifiche',
  'error.payload_too_large': 'Il file o la richiesta sono troppo grandi',
  'error.unsupported_media_type': 'Questo tipo di file non è accettato',
  'error.range_not_satisfiable': 'La parte richiesta del file è oltre la sua fine',
  'error.too_many_requests': 'Troppi tentativi: attendi un momento e riprova',
  'error.server_busy': 'Il server è occupato con altre foto: riprova tra un momento',
  'error.precondition_required': 'Manca la versione del record: ricaricalo e riprova',
  'error.already_exists': 'Questo valore è già in uso',
  'error.in_use': 'Altri record fanno riferimento a questo: archivialo invece di eliminarlo',
  'error.customer_has_parks': 'Il cliente ha dei parchi: archivialo invece di eliminarlo',
  'error.customer_has_contracts': 'Il cliente ha dei contratti: archivialo invece di eliminarlo',
  'error.customer_has_users': 'Il cliente ha degli utenti: disattivali e archivia il cliente',
  'error.contract_has_inspections':
    'Alcune ispezioni fanno riferimento a questo contratto: cambiane lo stato invece di eliminarlo',
  'error.installer_has_contracts':
    "L'installatore ha dei contratti: archivialo invece di eliminarlo",
  'error.installer_has_toys':
    'Alcune attrezzature fanno riferimento a questo installatore: archivialo invece di eliminarlo',
  'error.installer_has_quotes':
    'Alcuni preventivi fanno riferimento a questo installatore: archivialo invece di eliminarlo',
  'error.quote_type_in_use':
    'Alcuni preventivi usano questo tipo: disattivalo invece di eliminarlo',
  'error.select_in_use': 'Alcuni record usano questa voce: disattivala invece di eliminarla',
  'error.park_has_inspections': 'Il parco ha delle ispezioni: archivialo invece di eliminarlo',
  'error.park_has_toys': 'Il parco ha delle attrezzature: archivialo invece di eliminarlo',
  'error.toy_has_inspections':
    "L'attrezzatura ha delle ispezioni: segnalala come rimossa invece di eliminarla",
  'error.inspection_items_pending':
    'Manca ancora qualcosa: ogni voce vuole un esito, ogni difetto un rilievo e ogni rilievo riportato una verifica',
  'error.inspection_not_completed': "Solo un'ispezione completata può essere firmata",
  'error.inspection_not_signed': "Il verbale viene emesso quando l'ispezione è firmata",
  'error.inspection_signed': "L'ispezione è firmata e non può più essere modificata",
  'error.inspection_has_quote':
    "L'ispezione ha un preventivo: elimina o annulla prima il preventivo",
  'error.quote_exists': 'Questa ispezione ha già un preventivo',
  'error.quote_not_editable': 'Solo un preventivo in bozza può essere modificato o eliminato',
  'error.quote_has_no_lines': 'Aggiungi almeno una riga prima di inviare il preventivo',
  'error.quote_not_sent': 'Solo un preventivo inviato può essere accettato o rifiutato',
  'error.quote_expired': 'Il preventivo è scaduto',
  'error.quote_not_cancellable': 'Solo un preventivo in bozza o inviato può essere annullato',
  'error.cannot_change_own_account': 'Non puoi disattivare o eliminare il tuo account',
  'error.unexpected': 'Errore imprevisto',
  'success.password_changed': 'Password cambiata con successo',
} as const satisfies Record<string, string>;
