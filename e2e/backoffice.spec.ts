import { logIn } from './auth-helpers';
import {
  chooseReference,
  demoCustomer,
  expect,
  fillText,
  jpegFrom,
  origin,
  partitaIva,
  pick,
  run,
  searchBox,
  setSwitch,
  test,
  textChange,
  tick,
  textbox,
  todayIso,
  typeDate,
  walkEntity,
  type AdminApi,
  type FormChange,
  type Named,
  type Scope,
} from './backoffice-helpers';
import { allowPageErrors, resourceError } from './fixtures';

// The back office against the real server with the demo data (DEMO_DATA=1): no MSW, a real database.
// Each entity's test walks a record's whole life through its screens (backoffice-helpers.ts).

interface Customer {
  id: number;
  name: string;
  is_active: boolean;
}
interface Installer {
  id: number;
  company_name: string;
}

/** The first active customer by name (the reference chosen in forms). */
async function referenceCustomer(api: AdminApi): Promise<Customer> {
  const [customer] = await api.list<Customer>('customers/?is_active=true&ordering=name');
  return customer!;
}

/** The first active installer by name (the reference chosen in forms). */
async function referenceInstaller(api: AdminApi): Promise<Installer> {
  const [installer] = await api.list<Installer>('installers/?is_active=true&ordering=company_name');
  return installer!;
}

/** The combo box (a foreign key) labelled `label`. */
const combobox = (form: Scope, label: string) =>
  form.getByRole('combobox', { name: label, exact: true });

/** A contract's status changed through its select. */
const statusChange = (label: string, value: string): FormChange => ({
  apply: (form) => pick(form, 'Status', label),
  field: 'status',
  value,
  shown: label,
});

test.describe.configure({ timeout: 180_000 });

test.describe('back office: each entity from its creation to its archive', () => {
  test('customers', async ({ admin }) => {
    const name = `Comune di Prova ${run}`;
    await walkEntity(admin, {
      api: 'customers',
      list: { path: '/customers', title: 'Customers', create: 'New customer' },
      form: {
        kind: 'page',
        createTitle: 'New customer',
        editPath: (id) => `/customers/edit/${id}`,
        detailPath: (id) => `/customers/${id}`,
      },
      record: {
        name,
        fill: async (form) => {
          await fillText(form, {
            Name: name,
            'E-mail': 'parchi@prova.example.it',
            Address: 'Piazza Grande 1',
            City: 'Zocca',
            Province: 'MO',
          });
          await pick(form, 'Customer type', 'School');
        },
      },
      search: run,
      sort: { header: 'City', param: 'city' },
      detail: ['School', 'parchi@prova.example.it', 'Piazza Grande 1, Zocca, MO', 'No parks yet.'],
      edit: textChange('City', 'city', 'Zocca Alta'),
      conflict: { label: 'Phone', field: 'phone' },
      archive: {
        kind: 'refused',
        // A customer with parks, not the one whose user the role test logs in with.
        inUse: async (api) => {
          const [login] = await api.list<{ customer_id: number }>(
            `users/customers/?search=${demoCustomer.username}`,
          );
          for (const customer of await api.list<Customer>(
            'customers/?is_active=true&ordering=-name',
          )) {
            if (customer.id === login!.customer_id) continue;
            const parks = await api.get<{ count: number }>(`/parks/?customer_id=${customer.id}`);
            if (parks.count > 0) return { id: customer.id, name: customer.name };
          }
          throw new Error('no demo customer with parks');
        },
        reason: 'The customer has parks: archive it instead of deleting it',
        isArchived: (row) => row.is_active === false,
      },
    });
  });

  test('parks', async ({ admin }) => {
    const customer = await referenceCustomer(admin.api);
    const name = `Parco di prova ${run}`;
    await walkEntity(admin, {
      api: 'parks',
      list: { path: '/parks', title: 'Parks', create: 'New park' },
      form: {
        kind: 'page',
        createTitle: 'New park',
        editPath: (id) => `/parks/edit/${id}`,
        detailPath: (id) => `/parks/${id}`,
      },
      record: {
        name,
        fill: async (form) => {
          await chooseReference(form, 'Customer', customer.name);
          // A point (as a map app gives it) and a comma (as Italian is typed) both mean decimals.
          await fillText(form, {
            Name: name,
            Address: 'Via del Collaudo 1',
            City: 'Zocca',
            Province: 'MO',
            Latitude: '44.3467',
            Longitude: '10,9921',
          });
        },
      },
      search: run,
      sort: { header: 'City', param: 'city' },
      detail: [
        customer.name,
        'Via del Collaudo 1, Zocca, MO',
        '44.3467',
        'No equipment recorded yet.',
      ],
      afterCreate: async (_page, api, record) => {
        const stored = await api.get<{ latitude: number; longitude: number }>(
          `/parks/${record.id}/`,
        );
        expect([stored.latitude, stored.longitude]).toEqual([44.3467, 10.9921]);
      },
      edit: textChange('City', 'city', 'Zocca Alta'),
      conflict: { label: 'Code', field: 'code' },
      archive: {
        kind: 'refused',
        // A demo park with inspections, not one of the customer the role tests log in with.
        inUse: async (api) => {
          const [login] = await api.list<{ customer_id: number }>(
            `users/customers/?search=${demoCustomer.username}`,
          );
          const parks = await api.list<{ id: number; name: string; customer_id: number }>(
            'parks/?status=open&ordering=name&page_size=100',
          );
          const park = parks.find((row) => row.customer_id !== login!.customer_id);
          if (!park) throw new Error('no demo park of another customer');
          return { id: park.id, name: park.name };
        },
        reason: 'The park has inspections: archive it instead of deleting it',
        isArchived: (row) => row.status === 'archived',
      },
    });
  });

  test('equipment', async ({ admin }) => {
    const [park] = await admin.api.list<{ id: number; name: string }>(
      'parks/?status=open&ordering=name',
    );
    const [swing] = await admin.api.list<{ label_en: string }>(
      'selects/?list_key=equipment_type&is_active=true&ordering=sort_order',
    );
    const name = `Scivolo di prova ${run}`;
    await walkEntity(admin, {
      api: 'toys',
      list: { path: '/toys', title: 'Equipment', create: 'New equipment' },
      form: {
        kind: 'page',
        createTitle: 'New equipment',
        editPath: (id) => `/toys/edit/${id}`,
        detailPath: (id) => `/toys/${id}`,
      },
      record: {
        name,
        fill: async (form) => {
          await chooseReference(form, 'Park', park!.name);
          await fillText(form, {
            Code: `T-${run}`,
            Name: name,
            'Free fall height (m)': '1.5',
          });
          await pick(form, 'Equipment type', swing!.label_en);
        },
      },
      search: run,
      sort: { header: 'Name', param: 'name' },
      detail: [park!.name, `T-${run}`, swing!.label_en, '1.5 m'],
      edit: statusChange('Out of service', 'out_of_service'),
      conflict: { label: 'Model', field: 'model' },
      archive: {
        kind: 'refused',
        // Demo equipment already inspected, not of the customer the role tests log in with.
        inUse: async (api) => {
          const [login] = await api.list<{ customer_id: number }>(
            `users/customers/?search=${demoCustomer.username}`,
          );
          const toys = await api.list<{ id: number; name: string; customer_id: number }>(
            'toys/?status=in_use&ordering=code&page_size=100',
          );
          const toy = toys.find((row) => row.customer_id !== login!.customer_id);
          if (!toy) throw new Error('no demo equipment of another customer');
          return { id: toy.id, name: toy.name };
        },
        reason: 'The equipment has inspections: mark it as removed instead of deleting it',
        isArchived: (row) => row.status === 'removed',
      },
    });
  });

  test('customer contracts', async ({ admin }) => {
    const customer = await referenceCustomer(admin.api);
    const number = `E2E-CC-${run}`;
    await walkEntity(admin, {
      api: 'customer-contracts',
      list: { path: '/customers/contracts', title: 'Customer contracts', create: 'New contract' },
      form: {
        kind: 'page',
        createTitle: 'New customer contract',
        editPath: (id) => `/customers/contracts/edit/${id}`,
      },
      record: {
        name: number,
        fill: async (form) => {
          await chooseReference(form, 'Customer', customer.name);
          await textbox(form, 'Contract number').fill(number);
          await typeDate(form, 'Start date', todayIso());
          await tick(form, 'Routine visual inspection');
          await tick(form, 'Maintenance');
        },
      },
      search: run,
      sort: { header: 'Contract number', param: 'number' },
      editForm: (form) => expect(combobox(form, 'Customer')).toHaveValue(customer.name),
      edit: statusChange('Suspended', 'suspended'),
      conflict: { label: 'Notes', field: 'notes' },
      archive: {
        kind: 'refused',
        inUse: async (api) => {
          const inspection = (
            await api.list<{ contract_id: number | null }>('inspections/?page_size=100')
          ).find((row) => row.contract_id !== null);
          const contract = await api.get<{ id: number; number: string }>(
            `/customer-contracts/${inspection!.contract_id}/`,
          );
          return { id: contract.id, name: contract.number };
        },
        reason: 'Inspections refer to this contract: set its status instead of deleting it',
        isArchived: (row) => row.status === 'terminated',
      },
    });
  });

  test('installers', async ({ admin }) => {
    const reference = await referenceInstaller(admin.api);
    const name = `Giochi Sicuri ${run} S.r.l.`;
    await walkEntity(admin, {
      api: 'installers',
      list: { path: '/installers', title: 'Installers', create: 'New installer' },
      form: {
        kind: 'page',
        createTitle: 'New installer',
        editPath: (id) => `/installers/edit/${id}`,
        detailPath: (id) => `/installers/${id}`,
      },
      record: {
        name,
        fill: async (form) => {
          await fillText(form, {
            'Company name': name,
            'VAT number': partitaIva(String(Date.now()).slice(-10)),
            'E-mail': 'lavori@giochisicuri.example.it',
            City: 'Modena',
            'Insurance policy': `POL-${run}`,
          });
          await typeDate(form, 'Insurance expiry', '2025-01-31');
        },
      },
      search: run,
      sort: { header: 'City', param: 'city' },
      // An expired insurance is flagged on the detail.
      detail: [`POL-${run}`, 'The insurance expired on', 'No contracts yet.'],
      edit: textChange('City', 'city', 'Carpi'),
      conflict: { label: 'Phone', field: 'phone' },
      archive: {
        kind: 'refused',
        // An installer with contracts, not the one the installer contracts' test chooses.
        inUse: async (api) => {
          const contract = (
            await api.list<{ installer_id: number }>(
              'installer-contracts/?ordering=-installer_name&page_size=100',
            )
          ).find((row) => row.installer_id !== reference.id);
          const installer = await api.get<Installer>(`/installers/${contract!.installer_id}/`);
          return { id: installer.id, name: installer.company_name };
        },
        reason: 'The installer has contracts: archive it instead of deleting it',
        isArchived: (row) => row.is_active === false,
      },
    });
  });

  test('installer contracts', async ({ admin }) => {
    const installer = await referenceInstaller(admin.api);
    const number = `E2E-IC-${run}`;
    await walkEntity(admin, {
      api: 'installer-contracts',
      list: { path: '/installers/contracts', title: 'Installer contracts', create: 'New contract' },
      form: {
        kind: 'page',
        createTitle: 'New installer contract',
        editPath: (id) => `/installers/contracts/edit/${id}`,
      },
      record: {
        name: number,
        fill: async (form) => {
          await chooseReference(form, 'Installer', installer.company_name);
          await textbox(form, 'Contract number').fill(number);
          await typeDate(form, 'Start date', todayIso());
          await tick(form, 'Repair');
        },
      },
      search: run,
      sort: { header: 'Contract number', param: 'number' },
      editForm: (form) => expect(combobox(form, 'Installer')).toHaveValue(installer.company_name),
      edit: statusChange('Suspended', 'suspended'),
      conflict: { label: 'Notes', field: 'notes' },
      // Nothing refers to an installer contract: it is ended through its status, and can be deleted.
      archive: { kind: 'form', change: statusChange('Terminated', 'terminated') },
    });
  });

  test('quote types', async ({ admin }) => {
    const code = `e2e_${run}`;
    await walkEntity(admin, {
      api: 'quote-types',
      list: { path: '/quote-types', title: 'Quote types', create: 'New quote type' },
      form: {
        kind: 'dialog',
        createTitle: 'New quote type',
        editTitle: (name) => `Quote type ${name}`,
      },
      record: {
        name: code,
        fill: async (form) => {
          await fillText(form, {
            Code: code,
            'Label (Italian)': 'Manutenzione programmata',
            'Label (English)': 'Planned maintenance',
            'Validity (days)': '45',
          });
          await pick(form, 'Default VAT rate', '10%');
        },
      },
      afterCreate: async (_page, api, record) => {
        const stored = await api.get<Record<string, unknown>>(`/quote-types/${record.id}/`);
        expect(stored).toMatchObject({ default_vat_rate: 10, validity_days: 45, is_active: true });
      },
      search: run,
      sort: { header: 'Label (English)', param: 'label_en' },
      edit: textChange('Label (English)', 'label_en', 'Scheduled maintenance'),
      conflict: { label: 'Label (Italian)', field: 'label_it' },
      archive: {
        kind: 'refused',
        inUse: async (api) => {
          const [quote] = await api.list<{ quote_type_id: number }>('quotes/?page_size=1');
          const type = await api.get<{ id: number; code: string }>(
            `/quote-types/${quote!.quote_type_id}/`,
          );
          return { id: type.id, name: type.code };
        },
        reason: 'Quotes use this quote type: deactivate it instead of deleting it',
        isArchived: (row) => row.is_active === false,
      },
    });
  });

  test('selects, grouped by list', async ({ admin }) => {
    // An equipment type that toys use (every toy has one), and a new entry in the same list.
    const [toy] = await admin.api.list<{ equipment_type: string }>('toys/?page_size=1');
    const used = (
      await admin.api.list<{ id: number; code: string }>(
        `selects/?list_key=equipment_type&search=${encodeURIComponent(toy!.equipment_type)}`,
      )
    ).find((entry) => entry.code === toy!.equipment_type)!;
    const code = `e2e_${run}`;
    await walkEntity(admin, {
      api: 'selects',
      list: {
        path: '/selects?list=equipment_type',
        title: 'Selectable lists',
        create: 'New entry',
      },
      form: { kind: 'dialog', createTitle: 'New entry', editTitle: (name) => `Entry ${name}` },
      record: {
        name: code,
        fill: async (form) => {
          // The list of the tab open is the list of the new entry.
          await expect(form.getByRole('combobox', { name: 'List' })).toContainText(
            'Equipment types',
          );
          await fillText(form, {
            Code: code,
            'Sort order': '990',
            'Label (Italian)': 'Percorso sensoriale',
            'Label (English)': 'Sensory path',
          });
        },
      },
      afterCreate: async (page, api, record) => {
        const stored = await api.get<{ list_key: string }>(`/selects/${record.id}/`);
        expect(stored.list_key).toBe('equipment_type');
        const tabs = page.getByRole('navigation', { name: 'Lists' });
        await expect(tabs.getByRole('link', { name: 'Equipment types' })).toHaveAttribute(
          'aria-current',
          'page',
        );
        // Another list does not show it.
        await tabs.getByRole('link', { name: 'Materials' }).click();
        await expect(page).toHaveURL(/[?&]list=material(&|$)/);
        await searchBox(page).fill(run);
        await expect(page.getByRole('heading', { name: 'No results' })).toBeVisible();
      },
      search: run,
      sort: { header: 'Label (English)', param: 'label_en' },
      edit: textChange('Label (English)', 'label_en', 'Sensory trail'),
      conflict: { label: 'Label (Italian)', field: 'label_it' },
      archive: {
        kind: 'refused',
        inUse: async () => ({ id: used.id, name: used.code }),
        reason: 'Records use this entry: deactivate it instead of deleting it',
        isArchived: (row) => row.is_active === false,
      },
    });
  });

  /** Deactivating a user through the edit dialog's switch (nothing ever refuses a user's delete). */
  const deactivate: FormChange = {
    apply: (form) => setSwitch(form, 'Active', false),
    field: 'is_active',
    value: false,
    shown: 'No',
  };

  /** A new user's fields, with a generated initial password. */
  async function fillUser(form: Scope, username: string, customer?: Customer) {
    await fillText(form, {
      Username: username,
      'E-mail': `${username}@altalena.example.it`,
      'First name': 'Giulia',
      'Last name': 'Verdi',
    });
    if (customer) await chooseReference(form, 'Customer', customer.name);
    await form.getByRole('button', { name: 'Generate' }).click();
    await expect(textbox(form, 'Initial password')).toHaveValue(/^.{12,}$/);
  }

  /** A new user must change the initial password at the first login. */
  const mustChangePassword =
    (api: string) => async (_page: unknown, admin: AdminApi, user: Named) => {
      const stored = await admin.get<{ must_change_password: boolean }>(`/${api}/${user.id}/`);
      expect(stored.must_change_password).toBe(true);
    };

  test('admin users', async ({ admin }) => {
    const username = `e2e.admin.${run}`;
    await walkEntity(admin, {
      api: 'users/admins',
      list: { path: '/users/admins', title: 'Administrators', create: 'New user' },
      form: { kind: 'dialog', createTitle: 'New user', editTitle: (name) => `User ${name}` },
      record: { name: username, fill: (form) => fillUser(form, username) },
      afterCreate: mustChangePassword('users/admins'),
      search: run,
      sort: { header: 'E-mail', param: 'email' },
      edit: { ...textChange('Last name', 'last_name', 'Verdi Rossi'), shown: 'Giulia Verdi Rossi' },
      conflict: { label: 'First name', field: 'first_name' },
      archive: { kind: 'form', change: deactivate },
    });
  });

  test('customer users', async ({ admin }) => {
    const customer = await referenceCustomer(admin.api);
    const username = `e2e.cliente.${run}`;
    await walkEntity(admin, {
      api: 'users/customers',
      list: { path: '/users/customer', title: 'Customer users', create: 'New user' },
      form: { kind: 'dialog', createTitle: 'New user', editTitle: (name) => `User ${name}` },
      record: { name: username, fill: (form) => fillUser(form, username, customer) },
      afterCreate: async (page, api, user) => {
        await mustChangePassword('users/customers')(page, api, user);
        const stored = await api.get<{ customer_id: number }>(`/users/customers/${user.id}/`);
        expect(stored.customer_id).toBe(customer.id);
      },
      search: run,
      sort: { header: 'E-mail', param: 'email' },
      editForm: (form) => expect(combobox(form, 'Customer')).toHaveValue(customer.name),
      edit: { ...textChange('Last name', 'last_name', 'Verdi Rossi'), shown: 'Giulia Verdi Rossi' },
      conflict: { label: 'First name', field: 'first_name' },
      archive: { kind: 'form', change: deactivate },
    });
  });
});

test.describe('back office: customers', () => {
  test('the CSV export of the current filter is every matching row, as Excel reads it', async ({
    admin,
  }) => {
    const page = await admin.open();
    await page.goto('/customers?customer_type=municipality&ordering=name');
    await expect(page.getByRole('row').nth(1)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await new Response(
      (await download.createReadStream()) as unknown as ReadableStream,
    ).arrayBuffer();
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const lines = text.slice(1).trim().split('\r\n');
    // The headers are in the language of the user's profile.
    const { language } = await admin.api.get<{ language: 'it' | 'en' }>('/users/me/');
    const nameHeader = language === 'it' ? 'Ragione sociale' : 'Name';
    const header = lines[0]!.split(';');
    expect(header).toContain(nameHeader);
    const nameAt = header.indexOf(nameHeader);
    const names = lines.slice(1).map((line) => line.split(';')[nameAt]);
    const { count, results } = await admin.api.get<{ count: number; results: { name: string }[] }>(
      '/customers/?customer_type=municipality&ordering=name&page_size=100',
    );
    expect(names).toHaveLength(count);
    expect(names).toEqual(results.map((customer) => customer.name));
  });

  test('created with the keyboard alone', async ({ admin }) => {
    const page = await admin.open();
    await page.goto('/customers/create');
    const name = `Scuola da tastiera ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Name' }).focus();
    await page.keyboard.type(name);
    // Tab through the form: type select, switch, tax fields, contacts, address.
    const typeInto = async (label: string, text: string) => {
      for (let step = 0; step < 40; step++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => {
          const element = document.activeElement as HTMLInputElement | null;
          return element?.labels?.[0]?.textContent ?? element?.getAttribute('aria-label') ?? '';
        });
        if (focused.startsWith(label)) {
          await page.keyboard.type(text);
          return;
        }
      }
      throw new Error(`no field ${label} reached by Tab`);
    };
    await typeInto('E-mail', 'scuola@tastiera.example.it');
    await typeInto('Address', 'Via dei Tasti 1');
    await typeInto('City', 'Modena');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  });

  test('on a phone the list and the form never scroll sideways', async ({ admin }) => {
    const page = await admin.open({ viewport: { width: 390, height: 844 } });
    const sideways = () =>
      page.evaluate(
        () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
      );
    await page.goto('/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    // Cards, not a table (docs/web.md#cards-on-phones).
    await expect(
      page.getByRole('list', { name: 'Customers', exact: true }).getByRole('listitem').first(),
    ).toBeVisible();
    expect(await sideways()).toBe(false);
    await page.goto('/customers/create');
    await expect(page.getByRole('heading', { level: 1, name: 'New customer' })).toBeVisible();
    expect(await sideways()).toBe(false);
  });

  test('on a phone the page behind an open dialog does not scroll (under the site CSP)', async ({
    admin,
  }) => {
    const page = await admin.open({ viewport: { width: 390, height: 844 } });
    await page.goto('/selects?list=equipment_type');
    await expect(
      page
        .getByRole('list', { name: 'Selectable lists', exact: true })
        .getByRole('listitem')
        .nth(4),
    ).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 120));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'New entry' }).click();
    await expect(page.getByRole('dialog', { name: 'New entry' })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');
    await page.mouse.move(195, 20);
    await page.mouse.wheel(0, 800);
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  });
});

test.describe('parks: a customer user', () => {
  test("sees only their parks, creates one from the device position, gets 404 for another customer's", async ({
    browser,
    admin,
  }) => {
    const [login] = await admin.api.list<{ customer_id: number }>(
      `users/customers/?search=${demoCustomer.username}`,
    );
    const others = await admin.api.list<{ id: number; customer_id: number }>(
      'parks/?ordering=name&page_size=100',
    );
    const foreign = others.find((park) => park.customer_id !== login!.customer_id)!;
    const context = await browser.newContext({
      baseURL: origin,
      viewport: { width: 390, height: 844 },
      geolocation: { latitude: 45.43861, longitude: 10.99278, accuracy: 8 },
      permissions: ['geolocation'],
    });
    const page = await context.newPage();
    await logIn(page, demoCustomer.username, demoCustomer.password, origin);

    await page.goto('/parks');
    await expect(page.getByRole('heading', { level: 1, name: 'Parks' })).toBeVisible();
    const parkCards = page.getByRole('list', { name: 'Parks', exact: true }).getByRole('listitem');
    await expect(parkCards.first()).toBeVisible();
    // On the phone's cards the columns are label/value pairs: no "Customer" among them.
    await expect(parkCards.first().getByText('Customer', { exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'New park', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New park' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Customer' })).toHaveCount(0);
    const name = `Giardino dal telefono ${run}`;
    await fillText(page, { Name: name, Address: 'Via Roma 5', City: 'Verona' });
    await page.getByRole('button', { name: 'Use my position' }).click();
    await expect(page.getByText('Position set, accurate to about 8 m.')).toBeVisible();
    await expect(textbox(page, 'Latitude')).toHaveValue('45,43861');
    await page.getByRole('button', { name: 'Create', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const [created] = await admin.api.list<{ id: number; customer_id: number; latitude: number }>(
      `parks/?search=${encodeURIComponent(name)}`,
    );
    expect(created).toMatchObject({ customer_id: login!.customer_id, latitude: 45.43861 });

    // The park's photo, from the detail (on a phone the button opens the camera).
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Add a photo' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'giardino.jpg',
      mimeType: 'image/jpeg',
      buffer: await jpegFrom(page),
    });
    await expect(page.getByText('giardino.jpg')).toBeVisible();
    const photos = await admin.api.list<{ filename: string }>(
      `files/?owner_type=park&owner_id=${created!.id}&kind=photo`,
    );
    expect(photos.map((file) => file.filename)).toEqual(['giardino.jpg']);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    // Another customer's park is a 404 from the API (the one error the browser notes) and the 404 page.
    allowPageErrors(resourceError(404));
    await page.goto(`/parks/${foreign.id}`);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Altalena');
    await context.close();
  });
});

test.describe('back office: roles', () => {
  test('a customer user gets the 404 page on every admin route; a visitor goes to the login', async ({
    browser,
  }) => {
    const adminRoutes = [
      '/customers',
      '/customers/1',
      '/customers/create',
      '/customers/edit/1',
      '/customers/contracts',
      '/customers/contracts/create',
      '/customers/contracts/edit/1',
      '/installers',
      '/installers/1',
      '/installers/create',
      '/installers/edit/1',
      '/installers/contracts',
      '/installers/contracts/create',
      '/installers/contracts/edit/1',
      '/quote-types',
      '/users/admins',
      '/users/customer',
    ];
    const context = await browser.newContext({ baseURL: origin });
    const page = await context.newPage();
    await logIn(page, demoCustomer.username, demoCustomer.password, origin);
    for (const path of adminRoutes) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '404' }), path).toBeVisible();
    }
    await page.goto('/selects');
    await expect(page.getByRole('heading', { level: 1, name: 'Selectable lists' })).toBeVisible();

    const visitor = await (await browser.newContext({ baseURL: origin })).newPage();
    await visitor.goto('/parks?search=x');
    await expect(visitor).toHaveURL(/\/auth\/login\?next=%2Fparks%3Fsearch%3Dx$/);
    await context.close();
    await visitor.context().close();
  });
});
