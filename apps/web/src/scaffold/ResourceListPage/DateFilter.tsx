// A list's date filter in a chunk of its own, so that only the lists that filter by date load a calendar.
export { DatePicker as default } from '@altalena/ui';
