import { z } from 'zod';
import { v } from '../../validation';

/** Site types of the example (in the app they come from the `site_type` select list). */
export const siteTypeOptions = [
  { value: 'public_park', label: 'Parco pubblico' },
  { value: 'school', label: 'Scuola' },
  { value: 'campsite', label: 'Campeggio' },
  { value: 'condominium', label: 'Condominio' },
];

/** The example park form's rules (design §5, parks). */
export const parkSchema = z.object({
  name: v.noSpecialChars({ required: true, max: 120 }),
  address: v.noSpecialChars({ required: true, max: 200 }),
  city: v.noSpecialChars({ required: true, max: 80 }),
  province: v.text({ min: 2, max: 2 }),
  latitude: v.latitude({ required: true }),
  longitude: v.longitude({ required: true }),
  email: v.email({ required: true }),
  phone: v.phone(),
  website: v.url(),
  siteType: v.required(),
  fenced: z.boolean(),
  notes: v.text({ max: 2000 }),
});

/** What the example form edits. */
export type ParkFormInput = z.input<typeof parkSchema>;
/** What the example form submits. */
export type ParkFormValues = z.output<typeof parkSchema>;

/** The empty form. */
export const emptyPark: ParkFormInput = {
  name: '',
  address: '',
  city: '',
  province: '',
  latitude: null,
  longitude: null,
  email: '',
  phone: '',
  website: '',
  siteType: '',
  fenced: false,
  notes: '',
};

/** A realistic filled form. */
export const filledPark: ParkFormInput = {
  name: 'Parco Sempione - area giochi nord',
  address: 'Piazza Sempione, 1',
  city: 'Milano',
  province: 'MI',
  latitude: 45.4728,
  longitude: 9.1767,
  email: 'verde.pubblico@comune.milano.it',
  phone: '+39 02 8845 1234',
  website: 'www.comune.milano.it',
  siteType: 'public_park',
  fenced: true,
  notes: 'Ingresso da viale Gadio; chiavi presso la portineria.',
};
