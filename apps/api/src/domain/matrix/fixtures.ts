import type { AddressInfo } from 'node:net';
import { issueToken } from '../../auth/session';
import type { TestContext } from '../../testing';
import type { Caller, DomainWorld } from '../../testing/world';

/** The objects one customer owns in the fixture world. */
export interface OwnedObjects {
  customer: number;
  contract: number;
  park: number;
  toy: number;
  /** A routine visual inspection, open (its items and findings writable). */
  inspection: number;
  item: number;
  finding: number;
  /** An inspection whose quote was sent. */
  quotedInspection: number;
  quote: number;
  file: number;
  /** Names that must never show in another customer's lists. */
  names: string[];
}

/** Objects only admins see. */
export interface AdminObjects {
  installer: number;
  installerContract: number;
  quoteType: number;
  select: number;
  adminUser: number;
  customerUser: number;
}

/** The fixture world: objects of customer A, of customer B, admin-only ones, and the tools that made them. */
export interface Fixtures {
  a: OwnedObjects;
  b: OwnedObjects;
  admin: AdminObjects;
  /** Raw tokens of the signed-in users. */
  tokens: { admin: string; customerA: string; customerB: string };
  /** Creates fresh objects of a customer (for writes and deletes that use them up). */
  make: Maker;
  /** An existing id for a path parameter of a route template (customer A's object when scoped). */
  idFor(path: string, parameter: string): number;
}

let sequence = 0;
/** A suffix making names and numbers unique within the process. */
export function unique(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}`;
}

async function created(
  caller: Caller,
  path: string,
  body: unknown,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers of many resources, read by field.
): Promise<any> {
  const response = await caller.post(path, body);
  if (response.status !== 201) {
    throw new Error(`fixture POST ${path} → ${response.status} ${JSON.stringify(response.body)}`);
  }
  return response.body;
}

/** A 1×1 PNG. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Fresh objects through the API as admin. */
export class Maker {
  constructor(
    private readonly admin: Caller,
    private readonly baseUrl: string,
    private readonly adminToken: string,
    private readonly equipmentType: string,
    private readonly quoteTypeId: number,
  ) {}

  /** A customer contract of a customer. */
  async contract(customerId: number): Promise<number> {
    const body = await created(this.admin, '/customer-contracts/', {
      customer_id: customerId,
      number: `CC-${unique()}`,
      start_date: '2024-01-01',
      status: 'active',
      services: ['routine_visual', 'operational'],
    });
    return body.id;
  }

  /** A park of a customer. */
  async park(customerId: number, name = `Parco ${unique()}`): Promise<number> {
    const body = await created(this.admin, '/parks/', {
      customer_id: customerId,
      name,
      address: 'Via dei Giardini 1',
      city: 'Firenze',
      latitude: 43.77,
      longitude: 11.25,
    });
    return body.id;
  }

  /** A toy of a park. */
  async toy(parkId: number, name = `Altalena ${unique()}`): Promise<number> {
    const body = await created(this.admin, '/toys/', {
      park_id: parkId,
      code: `G-${unique()}`,
      name,
      equipment_type: this.equipmentType,
      standard: 'EN 1176-2',
    });
    return body.id;
  }

  /** A routine visual inspection of a park with a toy; returns it and its first item. */
  async inspection(parkId: number): Promise<{ id: number; itemId: number; itemIds: number[] }> {
    const body = await created(this.admin, '/inspections/', {
      park_id: parkId,
      type: 'routine_visual',
      scheduled_for: '2024-06-01',
    });
    const detail = await this.admin.get(`/inspections/${body.id}/`);
    const itemIds = (detail.body.items as { id: number }[]).map((item) => item.id);
    const itemId = itemIds[0];
    if (itemId === undefined) throw new Error('fixture inspection without items');
    return { id: body.id, itemId, itemIds };
  }

  /** A finding on an item of an inspection. */
  async finding(
    inspectionId: number,
    itemId: number,
    description = 'Catena usurata',
  ): Promise<number> {
    const body = await created(this.admin, `/inspections/${inspectionId}/findings/`, {
      item_id: itemId,
      description,
      risk_level: 'high',
      recommended_action: 'repair',
    });
    return body.id;
  }

  /** A completed inspection (every item ok), ready to be signed. */
  async completedInspection(parkId: number): Promise<number> {
    const { id, itemIds } = await this.inspection(parkId);
    for (const itemId of itemIds) {
      const read = await this.admin.patch(
        `/inspections/${id}/items/${itemId}/`,
        { outcome: 'ok' },
        1,
      );
      if (read.status !== 200)
        throw new Error(`fixture item → ${read.status} ${JSON.stringify(read.body)}`);
    }
    const current = await this.admin.get(`/inspections/${id}/`);
    const done = await this.admin.patch(
      `/inspections/${id}/`,
      { status: 'completed', performed_at: '2024-06-01T10:00:00.000Z' },
      current.body.version,
    );
    if (done.status !== 200)
      throw new Error(`fixture complete → ${done.status} ${JSON.stringify(done.body)}`);
    return id;
  }

  /** A quote of an inspection: draft, or sent. Returns the quote's id. */
  async quote(inspectionId: number, sent: boolean): Promise<number> {
    const body = await created(this.admin, `/inspections/${inspectionId}/quote/`, {
      quote_type_id: this.quoteTypeId,
      lines: [
        { description: 'Sostituzione catena', unit: 'pz', quantity: 1, unit_price_cents: 12000 },
      ],
    });
    if (sent) {
      const response = await this.admin.request(
        'POST',
        `/inspections/${inspectionId}/quote/send/`,
        {
          headers: { 'if-match': `"${body.version}"` },
        },
      );
      if (response.status !== 200) {
        throw new Error(`fixture send → ${response.status} ${JSON.stringify(response.body)}`);
      }
    }
    return body.id;
  }

  /** An inspection of a new park of the customer with a quote (sent or draft); returns the inspection id. */
  async quotedInspection(customerId: number, sent: boolean, parkId?: number): Promise<number> {
    const park = parkId ?? (await this.park(customerId));
    const { id, itemId } = await this.inspection(park);
    await this.finding(id, itemId);
    await this.quote(id, sent);
    return id;
  }

  /** A PNG photo of a park. */
  async file(parkId: number): Promise<number> {
    const form = new FormData();
    form.append('owner_type', 'park');
    form.append('owner_id', String(parkId));
    form.append('kind', 'photo');
    form.append('file', new Blob([PNG_BYTES], { type: 'image/png' }), `foto-${unique()}.png`);
    const response = await fetch(`${this.baseUrl}/files/`, {
      method: 'POST',
      headers: { authorization: `Token ${this.adminToken}` },
      body: form,
    });
    const body = (await response.json()) as { id: number };
    if (response.status !== 201)
      throw new Error(`fixture file → ${response.status} ${JSON.stringify(body)}`);
    return body.id;
  }

  /** An installer. */
  async installer(): Promise<number> {
    return (
      await created(this.admin, '/installers/', {
        company_name: `Installatori ${unique()}`,
        vat_number: '01307110484',
        email: `inst${unique()}@example.com`,
      })
    ).id;
  }

  /** A contract of an installer. */
  async installerContract(installerId: number): Promise<number> {
    return (
      await created(this.admin, '/installer-contracts/', {
        installer_id: installerId,
        number: `IC-${unique()}`,
        start_date: '2024-01-01',
        status: 'active',
        scope: ['repair'],
      })
    ).id;
  }

  /** A quote type. */
  async quoteType(): Promise<number> {
    return (
      await created(this.admin, '/quote-types/', {
        code: `qt_${unique()}`,
        label_it: 'Riparazioni',
        label_en: 'Repairs',
      })
    ).id;
  }

  /** A select entry of the material list. */
  async select(): Promise<number> {
    return (
      await created(this.admin, '/selects/', {
        list_key: 'material',
        code: `m_${unique()}`,
        label_it: 'Legno',
        label_en: 'Wood',
      })
    ).id;
  }

  /** An admin user. */
  async adminUser(): Promise<number> {
    const name = `adm${unique()}`;
    return (
      await created(this.admin, '/users/admins/', {
        username: name,
        email: `${name}@example.com`,
        password: 'Initial1pass',
      })
    ).id;
  }

  /** A user of a customer. */
  async customerUser(customerId: number): Promise<number> {
    const name = `cus${unique()}`;
    return (
      await created(this.admin, '/users/customers/', {
        username: name,
        email: `${name}@example.com`,
        password: 'Initial1pass',
        customer_id: customerId,
      })
    ).id;
  }
}

async function ownedBy(make: Maker, customerId: number, label: string): Promise<OwnedObjects> {
  const parkName = `Parco ${label} ${unique()}`;
  const toyName = `Scivolo ${label} ${unique()}`;
  const findingText = `Difetto ${label} ${unique()}`;
  const contract = await make.contract(customerId);
  const park = await make.park(customerId, parkName);
  const toy = await make.toy(park, toyName);
  const inspection = await make.inspection(park);
  const finding = await make.finding(inspection.id, inspection.itemId, findingText);
  const quotedInspection = await make.quotedInspection(customerId, true, park);
  const file = await make.file(park);
  return {
    customer: customerId,
    contract,
    park,
    toy,
    inspection: inspection.id,
    item: inspection.itemId,
    finding,
    quotedInspection,
    quote: 0,
    file,
    names: [parkName, toyName, findingText],
  };
}

/** Builds the fixture world through the API as admin. */
export async function buildFixtures(ctx: TestContext, world: DomainWorld): Promise<Fixtures> {
  const { port } = ctx.app.server.address() as AddressInfo;
  const baseUrl = `http://127.0.0.1:${port}/api/v1`;
  const now = ctx.clock.now();
  const tokens = {
    admin: (await issueToken(ctx.db, world.admin.userId, now, 24)).token,
    customerA: (await issueToken(ctx.db, world.customerA.userId, now, 24)).token,
    customerB: (await issueToken(ctx.db, world.customerB.userId, now, 24)).token,
  };
  const equipmentType = `swing_${unique()}`;
  const select = await created(world.admin, '/selects/', {
    list_key: 'equipment_type',
    code: equipmentType,
    label_it: 'Altalena',
    label_en: 'Swing',
  });
  const quoteType = await created(world.admin, '/quote-types/', {
    code: `rep_${unique()}`,
    label_it: 'Riparazioni',
    label_en: 'Repairs',
  });
  const make = new Maker(world.admin, baseUrl, tokens.admin, equipmentType, quoteType.id);
  const a = await ownedBy(make, world.customerAId, 'Alfa');
  const b = await ownedBy(make, world.customerBId, 'Beta');
  for (const owned of [a, b]) {
    const read = await world.admin.get(`/inspections/${owned.quotedInspection}/quote/`);
    owned.quote = read.body.id;
  }
  const installer = await make.installer();
  const admin: AdminObjects = {
    installer,
    installerContract: await make.installerContract(installer),
    quoteType: quoteType.id,
    select: select.id,
    adminUser: await make.adminUser(),
    customerUser: await make.customerUser(world.customerAId),
  };
  const bySegment: Record<string, number> = {
    customers: a.customer,
    'customer-contracts': a.contract,
    installers: admin.installer,
    'installer-contracts': admin.installerContract,
    'quote-types': admin.quoteType,
    selects: admin.select,
    parks: a.park,
    toys: a.toy,
    inspections: a.inspection,
    files: a.file,
    'users/admins': admin.adminUser,
    'users/customers': admin.customerUser,
  };
  return {
    a,
    b,
    admin,
    tokens,
    make,
    idFor(path, parameter) {
      if (parameter === 'itemId') return a.item;
      if (parameter === 'findingId') return a.finding;
      if (parameter === 'inspectionId') return a.quotedInspection;
      const segment = path.startsWith('/users/')
        ? path.split('/').slice(1, 3).join('/')
        : (path.split('/')[1] ?? '');
      return bySegment[segment] ?? 1;
    },
  };
}
