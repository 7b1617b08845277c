import {
  customerTypes,
  customerWrite,
  email,
  equipmentStandards,
  findingTimeframes,
  makeSafeActions,
  recommendedActions,
  riskLevels,
  selectListKeys,
  vatRates,
  type EquipmentStandard,
  type FindingTimeframe,
  type RiskLevel,
  type SelectListKey,
} from '@altalena/contracts';
import {
  demoCustomers,
  demoFindingTemplates,
  demoInstallers,
  demoParks,
  demoToyTemplates,
  demoWeather,
  isValidPartitaIva,
} from './demoContent';
import { quoteTypesSeed } from './quoteTypesSeed';
import { selectsSeed } from './selectsSeed';

const codePattern = /^[a-z0-9_]+$/;

function codesOf(listKey: SelectListKey): string[] {
  return selectsSeed.filter((entry) => entry.list_key === listKey).map((entry) => entry.code);
}

function expectInList(listKey: SelectListKey, code: string): void {
  expect(codesOf(listKey), `${listKey} has ${code}`).toContain(code);
}

/** The EN part a piece of equipment falls under, by its equipment type. */
function expectedStandard(equipmentType: string): EquipmentStandard {
  if (equipmentType.startsWith('swing')) return 'EN 1176-2';
  if (equipmentType.startsWith('slide')) return 'EN 1176-3';
  if (equipmentType === 'cableway') return 'EN 1176-4';
  if (['carousel', 'carousel_inclusive', 'rotating_disc', 'spinner'].includes(equipmentType)) {
    return 'EN 1176-5';
  }
  if (['spring_rocker', 'spring_rocker_multi', 'seesaw'].includes(equipmentType)) {
    return 'EN 1176-6';
  }
  if (equipmentType === 'enclosed_structure') return 'EN 1176-10';
  if (['spacenet', 'climbing_net'].includes(equipmentType)) return 'EN 1176-11';
  if (['fitness_equipment', 'calisthenics'].includes(equipmentType)) return 'EN 16630';
  const notPlayEquipment = [
    'pump_track',
    'table_tennis',
    'football_goal',
    'basketball_goal',
    'bench',
    'picnic_table',
  ];
  if (notPlayEquipment.includes(equipmentType)) return 'none';
  return 'EN 1176-1';
}

/** Decimal places of a coordinate as written. */
function decimals(value: number): number {
  return String(value).split('.')[1]?.length ?? 0;
}

describe('selectsSeed', () => {
  it('holds exactly the four selectable lists', () => {
    expect(new Set(selectsSeed.map((entry) => entry.list_key))).toEqual(new Set(selectListKeys));
  });

  it.each(selectListKeys)('%s: codes are unique, lowercase and at most 50 characters', (key) => {
    const codes = codesOf(key);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(codePattern);
      expect(code.length).toBeLessThanOrEqual(50);
    }
  });

  it.each(selectListKeys)('%s: labels are filled in and distinct in both languages', (key) => {
    const entries = selectsSeed.filter((entry) => entry.list_key === key);
    for (const entry of entries) {
      expect(entry.label_it.trim(), entry.code).not.toBe('');
      expect(entry.label_en.trim(), entry.code).not.toBe('');
      expect(entry.label_it.length).toBeLessThanOrEqual(200);
      expect(entry.label_en.length).toBeLessThanOrEqual(200);
    }
    expect(new Set(entries.map((entry) => entry.label_it)).size).toBe(entries.length);
    expect(new Set(entries.map((entry) => entry.label_en)).size).toBe(entries.length);
  });

  it.each(selectListKeys)('%s: sort_order runs 10, 20, 30… with "other" last', (key) => {
    const entries = selectsSeed.filter((entry) => entry.list_key === key);
    expect(entries.map((entry) => entry.sort_order)).toEqual(
      entries.map((_, index) => (index + 1) * 10),
    );
    if (entries.some((entry) => entry.code === 'other')) {
      expect(entries.at(-1)?.code).toBe('other');
    }
  });

  it('has lists of the expected size', () => {
    expect(codesOf('equipment_type').length).toBeGreaterThanOrEqual(35);
    expect(codesOf('equipment_type').length).toBeLessThanOrEqual(45);
    expect(codesOf('surface_type').length).toBeGreaterThanOrEqual(10);
    expect(codesOf('site_type').length).toBeGreaterThanOrEqual(10);
    expect(codesOf('material').length).toBeGreaterThanOrEqual(8);
  });
});

describe('quoteTypesSeed', () => {
  it('holds 4–5 kinds with unique codes, a legal VAT rate and a validity', () => {
    expect(quoteTypesSeed.length).toBeGreaterThanOrEqual(4);
    expect(quoteTypesSeed.length).toBeLessThanOrEqual(5);
    expect(new Set(quoteTypesSeed.map((type) => type.code)).size).toBe(quoteTypesSeed.length);
    for (const type of quoteTypesSeed) {
      expect(type.code).toMatch(codePattern);
      expect(type.code.length).toBeLessThanOrEqual(30);
      expect(type.label_it.trim()).not.toBe('');
      expect(type.label_en.trim()).not.toBe('');
      expect(vatRates).toContain(type.default_vat_rate);
      expect(Number.isInteger(type.validity_days)).toBe(true);
      expect(type.validity_days).toBeGreaterThan(0);
    }
  });
});

describe('isValidPartitaIva', () => {
  it('accepts numbers with the right check digit', () => {
    expect(isValidPartitaIva('00913570016')).toBe(true);
    expect(isValidPartitaIva('12345678903')).toBe(true);
  });

  it.each([
    ['a wrong check digit', '00913570017'],
    ['another wrong check digit', '12345678901'],
    ['ten digits', '0091357001'],
    ['twelve digits', '009135700160'],
    ['a letter', '0091357001A'],
    ['spaces', '00913 570016'],
    ['an empty string', ''],
  ])('refuses %s', (_, value) => {
    expect(isValidPartitaIva(value)).toBe(false);
  });
});

describe('demoCustomers', () => {
  it('has eight customers covering every customer type', () => {
    expect(demoCustomers).toHaveLength(8);
    expect(new Set(demoCustomers.map((customer) => customer.customer_type))).toEqual(
      new Set(customerTypes),
    );
  });

  it.each(demoCustomers.map((customer) => [customer.name, customer] as const))(
    '%s is accepted by the customer API schema',
    (_, customer) => {
      expect(customerWrite.safeParse(customer).success).toBe(true);
    },
  );

  it('has valid fiscal identifiers: VAT numbers, tax codes and SDI codes', () => {
    for (const customer of demoCustomers) {
      if (customer.vat_number !== null) {
        expect(isValidPartitaIva(customer.vat_number), customer.name).toBe(true);
      }
      // An 11-digit codice fiscale of a legal entity uses the same check digit as a P.IVA.
      expect(isValidPartitaIva(customer.tax_code), customer.name).toBe(true);
      expect(customer.sdi_code).toMatch(/^[A-Z0-9]+$/);
      expect(customer.sdi_code.length, customer.name).toBe(customer.is_public_body ? 6 : 7);
    }
    const companies = demoCustomers.filter((c) =>
      ['campsite', 'company'].includes(c.customer_type),
    );
    for (const company of companies) expect(company.vat_number).not.toBeNull();
  });

  it('issues every number from a real tax office code (digits 8–10)', () => {
    const numbers = [
      ...demoCustomers.flatMap((customer) => [customer.tax_code]),
      ...demoInstallers.map((installer) => installer.vat_number),
    ];
    for (const number of numbers) {
      const office = Number(number.slice(7, 10));
      expect(office >= 1 && office <= 100, number).toBe(true);
    }
  });

  it('makes every municipality a public body', () => {
    for (const customer of demoCustomers.filter((c) => c.customer_type === 'municipality')) {
      expect(customer.is_public_body).toBe(true);
      expect(customer.name).toMatch(/^Comune di /);
    }
  });

  it('spreads over several regions and never mails a real domain', () => {
    expect(new Set(demoCustomers.map((customer) => customer.province)).size).toBeGreaterThanOrEqual(
      6,
    );
    for (const customer of demoCustomers) {
      expect(customer.email).toMatch(/\.example$/);
      if (customer.pec !== null) expect(customer.pec).toMatch(/\.example$/);
    }
  });
});

describe('demoParks', () => {
  it('has 30 parks with unique codes, each owned by a demo customer', () => {
    expect(demoParks).toHaveLength(30);
    expect(new Set(demoParks.map((park) => park.code)).size).toBe(30);
    for (const park of demoParks) {
      expect(Number.isInteger(park.customerIndex)).toBe(true);
      expect(demoCustomers[park.customerIndex], park.code).toBeDefined();
    }
  });

  it('gives municipalities 4–6 parks and the other customers 1–3', () => {
    demoCustomers.forEach((customer, index) => {
      const count = demoParks.filter((park) => park.customerIndex === index).length;
      const [min, max] = customer.customer_type === 'municipality' ? [4, 6] : [1, 3];
      expect(count, customer.name).toBeGreaterThanOrEqual(min);
      expect(count, customer.name).toBeLessThanOrEqual(max);
    });
  });

  it("puts every park in its customer's city and province", () => {
    for (const park of demoParks) {
      const customer = demoCustomers[park.customerIndex];
      expect(park.city, park.code).toBe(customer?.city);
      expect(park.province, park.code).toBe(customer?.province);
    }
  });

  it('places every park inside Italy, at distinct points, to at most 6 decimals', () => {
    for (const park of demoParks) {
      expect(park.latitude, park.code).toBeGreaterThanOrEqual(35.4);
      expect(park.latitude, park.code).toBeLessThanOrEqual(47.1);
      expect(park.longitude, park.code).toBeGreaterThanOrEqual(6.6);
      expect(park.longitude, park.code).toBeLessThanOrEqual(18.6);
      expect(decimals(park.latitude)).toBeLessThanOrEqual(6);
      expect(decimals(park.longitude)).toBeLessThanOrEqual(6);
    }
    const points = new Set(demoParks.map((park) => `${park.latitude},${park.longitude}`));
    expect(points.size).toBe(demoParks.length);
  });

  it('uses site types from the selects', () => {
    for (const park of demoParks) expectInList('site_type', park.site_type);
  });
});

describe('demoToyTemplates', () => {
  it('has 25–40 templates with distinct names', () => {
    expect(demoToyTemplates.length).toBeGreaterThanOrEqual(25);
    expect(demoToyTemplates.length).toBeLessThanOrEqual(40);
    expect(new Set(demoToyTemplates.map((toy) => toy.name_it)).size).toBe(demoToyTemplates.length);
  });

  it.each(demoToyTemplates.map((toy) => [toy.name_it, toy] as const))(
    '%s uses codes from the selects and the standard of its equipment type',
    (_, toy) => {
      expectInList('equipment_type', toy.equipment_type);
      expectInList('material', toy.material);
      expectInList('surface_type', toy.surface_type);
      expect(equipmentStandards).toContain(toy.standard);
      expect(toy.standard).toBe(expectedStandard(toy.equipment_type));
      expect(toy.manufacturer.trim()).not.toBe('');
      expect(toy.model.trim()).not.toBe('');
    },
  );

  it.each(demoToyTemplates.map((toy) => [toy.name_it, toy] as const))(
    '%s has a plausible height of fall, ages and surfacing',
    (_, toy) => {
      expect(toy.free_fall_height_m).toBeGreaterThanOrEqual(0);
      expect(toy.free_fall_height_m).toBeLessThanOrEqual(3);
      expect(Number.isInteger(toy.age_from)).toBe(true);
      if (toy.age_to !== null) expect(toy.age_to).toBeGreaterThan(toy.age_from);
      if (toy.impact_area_m2 !== null) expect(toy.impact_area_m2).toBeGreaterThan(0);
      // EN 1176-1 needs an impact area above 0.6 m, and limits turf and hard ground to low falls.
      if (toy.free_fall_height_m > 0.6) expect(toy.impact_area_m2).not.toBeNull();
      if (['grass', 'topsoil'].includes(toy.surface_type)) {
        expect(toy.free_fall_height_m).toBeLessThanOrEqual(1);
      }
      if (toy.surface_type === 'hard_surface') {
        expect(toy.free_fall_height_m).toBeLessThanOrEqual(0.6);
      }
    },
  );

  it('covers every EN 1176 equipment part and EN 16630', () => {
    const standards = new Set(demoToyTemplates.map((toy) => toy.standard));
    for (const standard of equipmentStandards.filter((s) => s !== 'EN 1176-7' && s !== 'none')) {
      expect(standards, standard).toContain(standard);
    }
  });
});

describe('demoFindingTemplates', () => {
  const allowedTimeframes: Record<RiskLevel, readonly FindingTimeframe[]> = {
    very_high: ['immediate'],
    high: ['immediate', '48h'],
    medium: ['1w', '1m'],
    low: ['1m', 'next_inspection'],
  };

  it('has about thirty distinct findings', () => {
    expect(demoFindingTemplates.length).toBeGreaterThanOrEqual(25);
    expect(demoFindingTemplates.length).toBeLessThanOrEqual(40);
    expect(new Set(demoFindingTemplates.map((f) => f.description)).size).toBe(
      demoFindingTemplates.length,
    );
  });

  it('covers every risk level several times', () => {
    for (const level of riskLevels) {
      const count = demoFindingTemplates.filter((f) => f.risk_level === level).length;
      expect(count, level).toBeGreaterThanOrEqual(3);
    }
  });

  it.each(demoFindingTemplates.map((finding) => [finding.description, finding] as const))(
    '%s is consistent',
    (_, finding) => {
      expect(finding.description.trim()).not.toBe('');
      expect(riskLevels).toContain(finding.risk_level);
      expect(findingTimeframes).toContain(finding.timeframe);
      expect(recommendedActions).toContain(finding.recommended_action);
      expect(makeSafeActions).toContain(finding.make_safe);
      expect(allowedTimeframes[finding.risk_level]).toContain(finding.timeframe);
      if (finding.risk_level === 'very_high') expect(finding.make_safe).not.toBe('none');
      if (finding.risk_level === 'low') expect(finding.make_safe).toBe('none');
      if (finding.standard_ref !== null) expect(finding.standard_ref).toMatch(/^EN \d+/);
      if (finding.equipment_type !== undefined) {
        expectInList('equipment_type', finding.equipment_type);
      }
    },
  );
});

describe('demoInstallers', () => {
  it('has four installers with valid VAT numbers and e-mail addresses', () => {
    expect(demoInstallers).toHaveLength(4);
    for (const installer of demoInstallers) {
      expect(isValidPartitaIva(installer.vat_number), installer.company_name).toBe(true);
      expect(email.safeParse(installer.email).success).toBe(true);
      expect(installer.email).toMatch(/\.example$/);
      expect(installer.company_name.trim()).not.toBe('');
    }
  });

  it('never reuses a VAT number across customers and installers', () => {
    const numbers = [
      ...demoCustomers.flatMap((customer) => (customer.vat_number ? [customer.vat_number] : [])),
      ...demoInstallers.map((installer) => installer.vat_number),
    ];
    expect(new Set(numbers).size).toBe(numbers.length);
  });
});

describe('demoWeather', () => {
  it('offers a few distinct Italian weather descriptions', () => {
    expect(demoWeather.length).toBeGreaterThanOrEqual(3);
    expect(new Set(demoWeather).size).toBe(demoWeather.length);
    for (const weather of demoWeather) expect(weather.trim()).not.toBe('');
  });
});
