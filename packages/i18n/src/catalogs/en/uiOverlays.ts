/** Messages of the overlay and collection primitives (en). */
export const uiOverlays = {
  'ui.dialog.close': 'Close',
  'ui.confirm.confirm': 'Confirm',
  'ui.confirm.cancel': 'Cancel',
  'ui.toast.region': 'Notifications',
  'ui.toast.dismiss': 'Dismiss notification',
  'ui.toast.tone.success': 'Success',
  'ui.toast.tone.error': 'Error',
  'ui.toast.tone.info': 'Information',
  'ui.toast.tone.warning': 'Warning',
  'ui.select.placeholder': 'Select…',
  'ui.comboBox.showOptions': 'Show options',
  'ui.comboBox.loading': 'Loading…',
  'ui.comboBox.empty': 'No results',
  'ui.datePicker.openCalendar': 'Open calendar',
  'ui.datePicker.previousMonth': 'Previous month',
  'ui.datePicker.nextMonth': 'Next month',
} as const satisfies Record<string, string>;
