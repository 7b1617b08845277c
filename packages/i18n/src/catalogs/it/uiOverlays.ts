/** Messages of the overlay and collection primitives (it). */
export const uiOverlays = {
  'ui.dialog.close': 'Chiudi',
  'ui.confirm.confirm': 'Conferma',
  'ui.confirm.cancel': 'Annulla',
  'ui.toast.region': 'Notifiche',
  'ui.toast.dismiss': 'Chiudi la notifica',
  'ui.toast.tone.success': 'Operazione riuscita',
  'ui.toast.tone.error': 'Errore',
  'ui.toast.tone.info': 'Informazione',
  'ui.toast.tone.warning': 'Attenzione',
  'ui.select.placeholder': 'Seleziona…',
  'ui.comboBox.showOptions': 'Mostra le opzioni',
  'ui.comboBox.loading': 'Caricamento…',
  'ui.comboBox.empty': 'Nessun risultato',
  'ui.datePicker.openCalendar': 'Apri il calendario',
  'ui.datePicker.previousMonth': 'Mese precedente',
  'ui.datePicker.nextMonth': 'Mese successivo',
} as const satisfies Record<string, string>;
