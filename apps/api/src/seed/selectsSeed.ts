import type { SelectListKey } from '@altalena/contracts';

/**
 * One entry of a selectable list as it is first loaded into `selects`
 * (docs/data-model.md#reference-data-files-and-reminders).
 */
export interface SelectSeed {
  list_key: SelectListKey;
  code: string;
  label_it: string;
  label_en: string;
  sort_order: number;
}

/** `[code, label_it, label_en]`, in the order the list is shown. */
type Entry = readonly [code: string, labelIt: string, labelEn: string];

// Families follow EN 1176 parts 2–11 and EN 16630, the most common pieces first; "other" last.
const equipmentTypes = [
  ['multi_play', 'Struttura multigioco', 'Multi-play unit'],
  ['swing', 'Altalena', 'Swing'],
  ['swing_cradle', 'Altalena con seggiolino a gabbia', 'Swing with cradle seat'],
  ['swing_nest', 'Altalena a nido', 'Nest swing'],
  ['swing_multi_point', 'Altalena a più punti di sospensione', 'Multi-point swing'],
  ['swing_inclusive', 'Altalena inclusiva per carrozzina', 'Wheelchair-accessible swing'],
  ['slide', 'Scivolo', 'Slide'],
  ['slide_tunnel', 'Scivolo a tunnel', 'Tunnel slide'],
  ['slide_spiral', 'Scivolo a spirale', 'Spiral slide'],
  ['slide_embankment', 'Scivolo su pendio', 'Embankment slide'],
  ['spring_rocker', 'Gioco a molla', 'Spring rocker'],
  ['spring_rocker_multi', 'Gioco a molla a più posti', 'Multi-seat spring rocker'],
  ['seesaw', 'Altalena a bilico', 'See-saw'],
  ['carousel', 'Giostra', 'Carousel'],
  ['carousel_inclusive', 'Giostra inclusiva per carrozzina', 'Wheelchair-accessible carousel'],
  ['rotating_disc', 'Disco girevole', 'Rotating disc'],
  ['spinner', 'Trottola (seduta girevole)', 'Spinner (rotating seat)'],
  ['cableway', 'Teleferica', 'Cableway (zip line)'],
  ['spacenet', 'Rete spaziale (piramide di corde)', 'Spacenet (rope pyramid)'],
  ['climbing_net', 'Rete da arrampicata', 'Climbing net'],
  ['climbing_frame', 'Struttura per arrampicata', 'Climbing frame'],
  ['climbing_wall', "Parete d'arrampicata", 'Climbing wall'],
  ['boulder', "Masso d'arrampicata", 'Climbing boulder'],
  ['monkey_bars', 'Scala orizzontale', 'Monkey bars'],
  ['balance_beam', 'Trave di equilibrio', 'Balance beam'],
  ['balance_trail', 'Percorso di equilibrio', 'Balance trail'],
  ['play_tunnel', 'Tunnel di gioco', 'Play tunnel'],
  ['enclosed_structure', 'Struttura di gioco chiusa', 'Enclosed play structure'],
  ['play_house', 'Casetta', 'Play house'],
  ['sandpit', 'Sabbiera', 'Sandpit'],
  ['trampoline', 'Tappeto elastico interrato', 'In-ground trampoline'],
  ['water_play', "Gioco d'acqua", 'Water play'],
  ['sound_panel', 'Gioco musicale', 'Musical play panel'],
  ['activity_panel', 'Pannello ludico', 'Activity panel'],
  ['fitness_equipment', 'Attrezzo fitness da esterno', 'Outdoor fitness equipment'],
  ['calisthenics', 'Struttura per calisthenics', 'Calisthenics frame'],
  ['pump_track', 'Pump track', 'Pump track'],
  ['table_tennis', 'Tavolo da ping-pong', 'Table tennis table'],
  ['football_goal', 'Porta da calcio', 'Football goal'],
  ['basketball_goal', 'Canestro da basket', 'Basketball goal'],
  ['bench', 'Panchina', 'Bench'],
  ['picnic_table', 'Tavolo da picnic', 'Picnic table'],
  ['other', 'Altro', 'Other'],
] as const satisfies readonly Entry[];

// The impact-attenuating surfaces of EN 1177 and EN 1176-1, synthetic first, then loose fill, then the rest.
const surfaceTypes = [
  ['poured_rubber', 'Gomma colata in opera (EPDM/SBR)', 'Poured-in-place rubber (EPDM/SBR)'],
  ['rubber_tiles', 'Piastre antitrauma in gomma', 'Rubber safety tiles'],
  ['rubber_grass_mat', 'Grigliato in gomma su prato', 'Rubber grass mats'],
  ['artificial_grass', 'Erba sintetica su materassino', 'Artificial grass with shock pad'],
  ['sand', 'Sabbia', 'Sand'],
  ['pea_gravel', 'Ghiaino tondo lavato', 'Pea gravel'],
  ['bark_mulch', 'Corteccia', 'Bark mulch'],
  ['wood_chips', 'Cippato di legno', 'Wood chips'],
  ['rubber_mulch', 'Granulo di gomma sfuso', 'Loose rubber mulch'],
  ['grass', 'Prato erboso', 'Grass (turf)'],
  ['topsoil', 'Terreno vegetale', 'Topsoil'],
  ['hard_surface', 'Superficie dura (calcestruzzo, asfalto)', 'Hard surface (concrete, asphalt)'],
  ['other', 'Altro', 'Other'],
] as const satisfies readonly Entry[];

const siteTypes = [
  ['public_park', 'Parco o giardino pubblico', 'Public park or garden'],
  ['school', 'Cortile scolastico', 'School yard'],
  ['nursery', "Nido o scuola dell'infanzia", 'Nursery or kindergarten'],
  ['condominium', 'Cortile condominiale', 'Condominium courtyard'],
  ['campsite', 'Campeggio o villaggio turistico', 'Campsite or holiday village'],
  ['beach', 'Stabilimento balneare', 'Beach or bathing establishment'],
  ['hotel', 'Hotel o agriturismo', 'Hotel or farm holiday'],
  ['shopping_centre', 'Centro commerciale o ristorante', 'Shopping centre or restaurant'],
  ['sports_centre', 'Centro sportivo', 'Sports centre'],
  ['oratory', 'Oratorio o parrocchia', 'Parish or oratory'],
  ['private_villa', 'Villa o giardino privato', 'Private villa or garden'],
  ['other', 'Altro', 'Other'],
] as const satisfies readonly Entry[];

const materials = [
  ['treated_wood', 'Legno impregnato in autoclave', 'Pressure-treated timber'],
  ['hardwood', 'Legno duro non trattato (robinia)', 'Untreated hardwood (robinia)'],
  ['galvanised_steel', 'Acciaio zincato', 'Galvanised steel'],
  ['stainless_steel', 'Acciaio inox', 'Stainless steel'],
  ['aluminium', 'Alluminio', 'Aluminium'],
  ['hdpe', 'Polietilene HDPE', 'HDPE (high-density polyethylene)'],
  ['rotomoulded_plastic', 'Plastica rotostampata', 'Rotomoulded plastic'],
  ['rope', 'Fune armata (poliammide e acciaio)', 'Steel-reinforced polyamide rope'],
  ['rubber', 'Gomma', 'Rubber'],
  ['fibreglass', 'Vetroresina', 'Fibreglass (GRP)'],
  ['concrete', 'Calcestruzzo', 'Concrete'],
  ['mixed', 'Materiali misti', 'Mixed materials'],
] as const satisfies readonly Entry[];

/** A code of the `equipment_type` list. */
export type EquipmentTypeCode = (typeof equipmentTypes)[number][0];
/** A code of the `surface_type` list. */
export type SurfaceTypeCode = (typeof surfaceTypes)[number][0];
/** A code of the `site_type` list. */
export type SiteTypeCode = (typeof siteTypes)[number][0];
/** A code of the `material` list. */
export type MaterialCode = (typeof materials)[number][0];

function list(listKey: SelectListKey, entries: readonly Entry[]): SelectSeed[] {
  return entries.map(([code, labelIt, labelEn], index) => ({
    list_key: listKey,
    code,
    label_it: labelIt,
    label_en: labelEn,
    sort_order: (index + 1) * 10,
  }));
}

/** The initial entries of every selectable list, sort_order 10, 20, 30… within each list. */
export const selectsSeed: readonly SelectSeed[] = [
  ...list('equipment_type', equipmentTypes),
  ...list('surface_type', surfaceTypes),
  ...list('site_type', siteTypes),
  ...list('material', materials),
];
