import fc from 'fast-check';
import type { JsonSchema, Operation } from './apiOperations';

/** A request part the fuzzers vary: the path, query string, headers and raw body of one call. */
export interface BadInput {
  /** What was broken, for the failure message. */
  what: string;
  /** Path under `/api/v1` with the query string. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

/** Values of a request the fuzzers fill in: a real id for `{id}` and a version for `If-Match`. */
export interface Target {
  /** An existing id to put in `{id}` (so that a valid rest reaches the database). */
  id: number;
  /** The `Authorization` header of the caller. */
  authorization?: string;
}

const INT4_OVERFLOW = 2 ** 31;

/** Types a schema node allows (`integer` implies nothing else; `number` admits integers). */
function typesOf(schema: JsonSchema): Set<string> {
  const types = new Set<string>();
  const add = (node: JsonSchema) => {
    if (node.type) for (const type of [node.type].flat()) types.add(type);
    else if (node.enum) for (const value of node.enum) types.add(jsonType(value));
    else if (node.const !== undefined) types.add(jsonType(node.const));
    for (const branch of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) add(branch);
  };
  add(schema);
  if (types.size === 0)
    for (const type of ['string', 'number', 'boolean', 'object']) types.add(type);
  return types;
}

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value === 'number' ? 'number' : typeof value;
}

/** The non-null branches of a schema node (anyOf flattened). */
function branches(schema: JsonSchema): JsonSchema[] {
  const all = [schema, ...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  return all.filter((node) => node.type !== 'null' && !(node.anyOf || node.oneOf));
}

/** A plausible valid value of a schema node (the base the mutations break one field of). */
export function sampleValue(schema: JsonSchema, depth = 0): unknown {
  const node = branches(schema)[0] ?? schema;
  if (node.enum) return node.enum[0];
  if (node.const !== undefined) return node.const;
  const type = [node.type ?? 'string'].flat().find((candidate) => candidate !== 'null');
  switch (type) {
    case 'integer':
    case 'number':
      return Math.max(node.minimum ?? 1, Math.min(1, node.maximum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return node.items && (node.minItems ?? 0) > 0 ? [sampleValue(node.items, depth + 1)] : [];
    case 'object': {
      const value: Record<string, unknown> = {};
      if (depth > 4) return value;
      for (const key of node.required ?? []) {
        const child = node.properties?.[key];
        if (child) value[key] = sampleValue(child, depth + 1);
      }
      return value;
    }
    default:
      return sampleString(node);
  }
}

function sampleString(node: JsonSchema): string {
  if (node.format === 'date') return '2024-05-02';
  if (node.format === 'date-time') return '2024-05-02T10:00:00.000Z';
  if (node.format === 'email') return 'sample@example.com';
  if (node.pattern === '^[A-Z]{2}$') return 'FI';
  if (node.pattern === '^\\d{5}$') return '50100';
  const min = node.minLength ?? 1;
  return 'x'.repeat(Math.max(min, 1));
}

/** JSON values of a type a schema node does not allow. */
function wrongTypeValues(schema: JsonSchema): unknown[] {
  const types = typesOf(schema);
  const values: unknown[] = [];
  if (!types.has('string')) values.push('abc', '', '12');
  if (!types.has('number') && !types.has('integer')) values.push(42, -1, 0, 1.5);
  if (!types.has('boolean')) values.push(true, false);
  if (!types.has('null')) values.push(null);
  if (!types.has('array')) values.push([], [1, 'two'], [{}]);
  if (!types.has('object')) values.push({}, { nested: { key: 1 } });
  return values;
}

const nul = 'before\u0000after';
const invalidDates = [
  '2023-02-30',
  '0000-01-01',
  '2023-13-01',
  '2023-00-10',
  '1899-12-31',
  '3000-01-01',
  '2023-2-3',
  '20230203',
  '2023-02-03T00:00:00Z',
  'yesterday',
  '9999999-01-01',
];
const invalidDateTimes = [
  '2023-02-30T10:00:00Z',
  '0000-01-01T00:00:00Z',
  '2023-01-01T25:00:00Z',
  '2023-01-01',
  '3000-01-01T00:00:00Z',
  '2023-01-01T10:00:00',
  'now',
];

/** Values definitely invalid for a schema node: wrong types, out-of-range numbers, bad strings. */
export function invalidValues(schema: JsonSchema): fc.Arbitrary<unknown> {
  const options: fc.Arbitrary<unknown>[] = [fc.constantFrom(...wrongTypeValues(schema))];
  const types = typesOf(schema);
  for (const node of branches(schema)) {
    const type = [node.type].flat()[0];
    if (type === 'integer' || type === 'number') {
      const numbers: number[] = [INT4_OVERFLOW, 1e308, -1e308, -INT4_OVERFLOW - 1];
      if (node.minimum !== undefined) numbers.push(node.minimum - 1, node.minimum - 0.5);
      if (node.maximum !== undefined) numbers.push(node.maximum + 1, node.maximum + 0.5);
      if ((node.minimum ?? -1) >= 0) numbers.push(-1);
      if (type === 'integer') numbers.push(1.5, 0.000001);
      const invalid = numbers.filter(
        (value) =>
          (node.minimum !== undefined && value < node.minimum) ||
          (node.maximum !== undefined && value > node.maximum) ||
          (type === 'integer' && !Number.isInteger(value)) ||
          Math.abs(value) >= INT4_OVERFLOW,
      );
      if (invalid.length > 0) options.push(fc.constantFrom(...invalid));
      // Out of int4 / over 1e308 even when the schema has no bounds of its own: the server must say 400.
      if (node.maximum === undefined) options.push(fc.constantFrom(INT4_OVERFLOW, 1e308));
    }
    if (type === 'string') {
      const strings: string[] = [nul, `${'x'.repeat(3)}\u0000`];
      if (node.maxLength !== undefined) {
        strings.push('y'.repeat(node.maxLength + 1), '😀'.repeat(node.maxLength + 1));
      }
      if ((node.minLength ?? 0) > 1) strings.push('a');
      if (node.format === 'date') strings.push(...invalidDates);
      if (node.format === 'date-time') strings.push(...invalidDateTimes);
      if (node.format === 'email') strings.push('not-an-email', '@', 'a@b', 'a b@example.com');
      if (node.pattern) strings.push('!!', '\u{1F600}');
      options.push(fc.constantFrom(...strings));
      options.push(fc.string({ minLength: 1, maxLength: 20 }).map((text) => `${text}\u0000`));
    }
    if (node.enum) {
      const bad = ['not_a_choice', '', 'ROUTINE', ' open', 'open ', '😀', nul].filter(
        (value) => !node.enum?.includes(value),
      );
      options.push(fc.constantFrom(...bad));
      if (!types.has('number')) options.push(fc.constant(1));
    }
    if (type === 'array' && node.items) {
      options.push(invalidValues(node.items).map((item) => [item]));
      if (node.maxItems !== undefined) {
        options.push(fc.constant(Array.from({ length: node.maxItems + 1 }, () => 1)));
      }
    }
    if (type === 'object' && node.properties) {
      options.push(invalidObject(node).map((mutation) => mutation.value));
    }
  }
  return fc.oneof(...options);
}

/** Text a wrong-but-valid field may hold alongside the real mistake (exercises encoders). */
const noiseStrings = fc.constantFrom(
  '😀🎠',
  'è à ù ©',
  '\ud800',
  'x\udfffy',
  "Robert'); DROP TABLE parks;--",
  '%00%zz',
  '\\',
  ' ',
  '\t\n',
);

interface ObjectMutation {
  what: string;
  value: unknown;
}

/** Objects made definitely invalid for an object schema by one mutation (plus harmless noise). */
export function invalidObject(schema: JsonSchema): fc.Arbitrary<ObjectMutation> {
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  const base = (sampleValue(schema) ?? {}) as Record<string, unknown>;
  const options: fc.Arbitrary<ObjectMutation>[] = [];
  if (keys.length > 0) {
    options.push(
      fc.constantFrom(...keys).chain((key) =>
        invalidValues(properties[key] ?? {}).map((value) => ({
          what: `field ${key} = ${preview(value)}`,
          value: { ...base, [key]: value },
        })),
      ),
    );
  }
  const required = (schema.required ?? []).filter((key) => key in base);
  if (required.length > 0) {
    options.push(
      fc.subarray(required, { minLength: 1 }).map((missing) => {
        const value = { ...base };
        for (const key of missing) delete value[key];
        return { what: `missing ${missing.join(',')}`, value };
      }),
    );
  }
  if (schema.additionalProperties === false) {
    const unknownKey = fc.oneof(
      fc.constantFrom('id', 'version', 'is_admin', 'created_by', 'password_hash', 'constructor'),
      fc.string({ minLength: 1, maxLength: 12 }),
    );
    options.push(
      fc
        .tuple(unknownKey, fc.oneof(fc.jsonValue({ maxDepth: 2 }), noiseStrings))
        .filter(([key]) => !(key in properties) && key !== '__proto__')
        .map(([key, extra]) => ({
          what: `unknown key ${JSON.stringify(key)}`,
          value: { ...base, [key]: extra },
        })),
    );
  }
  // Noise on top of a definite mistake: emoji, lone surrogates and quotes in the other text fields.
  const stringKeys = keys.filter((key) => typesOf(properties[key] ?? {}).has('string'));
  if (options.length === 0) return fc.constant({ what: 'array body', value: [base] });
  const mutation = fc.oneof(...options);
  if (stringKeys.length === 0) return mutation;
  return fc
    .tuple(mutation, fc.option(fc.tuple(fc.constantFrom(...stringKeys), noiseStrings)))
    .map(([chosen, noise]) => {
      if (!noise || typeof chosen.value !== 'object' || chosen.value === null) return chosen;
      const value = chosen.value as Record<string, unknown>;
      const [key, text] = noise;
      // The noise never replaces the field the mutation broke.
      if (chosen.what.includes(key)) return chosen;
      return { what: `${chosen.what} + noise ${key}`, value: { ...value, [key]: text } };
    });
}

function preview(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 60)}…(${text.length})` : text;
}

/** Raw JSON bodies that are not a valid request whatever the schema. */
export function brokenJsonBodies(schema: JsonSchema | undefined): fc.Arbitrary<BodyCase> {
  const base = schema ? JSON.stringify(sampleValue(schema)) : '{"a":1}';
  const json = 'application/json';
  const cases: BodyCase[] = [
    {
      what: 'truncated JSON',
      body: base.slice(0, Math.max(1, base.length - 1)),
      contentType: json,
    },
    { what: 'trailing comma', body: '{"a":1,}', contentType: json },
    { what: 'single quotes', body: "{'a':1}", contentType: json },
    { what: 'NaN', body: '{"a":NaN}', contentType: json },
    { what: 'bare word', body: 'undefined', contentType: json },
    { what: 'proto key', body: `{"__proto__":{"is_admin":true},"x":1}`, contentType: json },
    {
      what: 'nested proto key',
      body: `{"a":{"b":[{"__proto__":{"polluted":1}}]}}`,
      contentType: json,
    },
    {
      what: 'constructor.prototype',
      body: `{"constructor":{"prototype":{"is_admin":true}}}`,
      contentType: json,
    },
    // Deeper nesting has its own test (badInput.test.ts): it is slow and, for now, a 500.
    { what: 'nesting 200', body: `${'['.repeat(200)}${']'.repeat(200)}`, contentType: json },
    {
      what: 'object nesting 200',
      body: `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`,
      contentType: json,
    },
    {
      what: 'invalid UTF-8',
      body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
      contentType: json,
    },
    { what: 'text/plain', body: base, contentType: 'text/plain' },
    { what: 'form encoded', body: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
    { what: 'xml', body: '<a>1</a>', contentType: 'application/xml' },
    { what: 'json charset garbage', body: base, contentType: 'application/json; charset=klingon' },
    { what: 'multipart without boundary', body: base, contentType: 'multipart/form-data' },
    {
      what: 'octet-stream',
      body: Buffer.from([0, 1, 2, 3]),
      contentType: 'application/octet-stream',
    },
  ];
  if (schema) {
    cases.push(
      { what: 'array body', body: JSON.stringify([sampleValue(schema)]), contentType: json },
      { what: 'null body', body: 'null', contentType: json },
      { what: 'number body', body: '42', contentType: json },
      { what: 'string body', body: '"text"', contentType: json },
      { what: 'true body', body: 'true', contentType: json },
    );
  }
  return fc.constantFrom(...cases);
}

/** One raw body with its content type. */
export interface BodyCase {
  what: string;
  body: string | Buffer;
  contentType: string;
}

/** JSON bodies definitely invalid for an object schema. */
export function invalidJsonBodies(schema: JsonSchema): fc.Arbitrary<BodyCase> {
  const options: fc.Arbitrary<ObjectMutation>[] = [invalidObject(schema)];
  if ((schema.required?.length ?? 0) > 0) {
    options.push(fc.constant({ what: 'empty object', value: {} }));
  }
  return fc.oneof(...options).map((mutation) => ({
    what: mutation.what,
    body: JSON.stringify(mutation.value),
    contentType: 'application/json',
  }));
}

/** Ids a path's `{id}` must refuse (or, for `1e3`, not find). */
export const badIds = fc.constantFrom(
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1e3',
  '1.5',
  'abc',
  'NaN',
  'Infinity',
  '-0',
  '%00',
  '%zz',
  '1%2F2',
  'x'.repeat(150),
  '9'.repeat(190),
  '%F0%9F%98%80',
  'null',
  'undefined',
  '__proto__',
);

/** Query strings a list must refuse. */
export function invalidQueries(operation: Operation): fc.Arbitrary<string> {
  const query = operation.parameters.filter((parameter) => parameter.in === 'query');
  const byName = new Map(query.map((parameter) => [parameter.name, parameter.schema]));
  const pieces: fc.Arbitrary<string>[] = [
    fc.constantFrom('color=red', '__proto__=1', 'constructor=x', '%zz=1', '%00=1', '=1', 'a[b]=1'),
    fc
      .string({ minLength: 1, maxLength: 8 })
      .filter((key) => !byName.has(key) && !/[&=#%+ ]/.test(key))
      .map((key) => `${encodeURIComponent(key)}=1`),
  ];
  for (const [name, schema] of byName) {
    const node = branches(schema)[0] ?? schema;
    const bad: string[] = [];
    const type = [node.type].flat()[0];
    if (type === 'integer' || type === 'number') {
      bad.push('0', '-1', 'abc', '2147483648', '1e308', '1.5', '%00', '99999999999999999999');
      if (node.maximum !== undefined) bad.push(String(node.maximum + 1));
    } else if (node.enum) {
      bad.push('not_a_choice', 'TRUE', '%00', '%F0%9F%98%80', '');
    } else if (node.format === 'date') {
      bad.push(...invalidDates.map(encodeURIComponent));
    } else {
      bad.push('%00', `x%00y`, encodeURIComponent('y'.repeat((node.maxLength ?? 1000) + 1)));
      if (name === 'ordering') bad.push('password', 'name,name', '-', ',', '--name', 'id;drop');
    }
    // A repeated key arrives as an array: never a valid single value.
    const sample = name === 'page' || name === 'page_size' ? '1' : 'a';
    pieces.push(
      fc.constantFrom(...bad).map((value) => `${name}=${value}`),
      fc.constant(`${name}=${sample}&${name}=${sample}`),
    );
  }
  const bad = fc.oneof(...pieces);
  if (!byName.has('search')) return bad;
  // Percent garbage in a valid parameter, next to the real mistake.
  const noise = fc.constantFrom('', 'search=%zz', 'search=%E0%A4%A', 'search=%25', 'page=1');
  return fc.tuple(bad, noise).map(([wrong, extra]) => (extra ? `${wrong}&${extra}` : wrong));
}

/** `If-Match` values that name no version. */
export const badIfMatch = fc.constantFrom(
  'abc',
  '"abc"',
  '"-1"',
  '"99999999999"',
  '"0"',
  'W/"x"',
  '""',
  ',',
  'x'.repeat(300),
  '"1",,"',
);

/** `Authorization` values that are no valid session. */
export const badAuthorizations = fc.oneof(
  fc.constantFrom(
    'Token',
    'Token ',
    'Token zz',
    'Bearer abc',
    'Basic',
    'Basic %%%',
    `Basic ${Buffer.from('nobody:secret').toString('base64')}`,
    `Basic ${Buffer.from('no-colon').toString('base64')}`,
    `Basic ${Buffer.from('nul\u0000name:Secret1pass').toString('base64')}`,
    'Token 00000000000000000000000000000000000000000000000000000000000000000',
    `Token ${'g'.repeat(64)}`,
    `Token ${'a'.repeat(5000)}`,
  ),
  fc
    .uint8Array({ minLength: 32, maxLength: 32 })
    .map((bytes) => `Token ${Buffer.from(bytes).toString('hex')}`),
);

/** Multipart bodies that are no valid upload. */
export const badMultipart: fc.Arbitrary<BodyCase> = fc.constantFrom<BodyCase>(
  {
    what: 'wrong boundary',
    contentType: 'multipart/form-data; boundary=right',
    body: '--wrong\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc\r\n--wrong--\r\n',
  },
  {
    what: 'no file part',
    contentType: 'multipart/form-data; boundary=b1',
    body: '--b1\r\nContent-Disposition: form-data; name="kind"\r\n\r\nphoto\r\n--b1--\r\n',
  },
  {
    what: 'empty multipart',
    contentType: 'multipart/form-data; boundary=b1',
    body: '--b1--\r\n',
  },
  {
    what: 'truncated multipart',
    contentType: 'multipart/form-data; boundary=b1',
    body: '--b1\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nabc',
  },
  {
    what: 'no boundary parameter',
    contentType: 'multipart/form-data',
    body: '--b1\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc\r\n--b1--\r\n',
  },
  {
    what: 'file of a forbidden type',
    contentType: 'multipart/form-data; boundary=b1',
    body: '--b1\r\nContent-Disposition: form-data; name="file"; filename="a.exe"\r\nContent-Type: application/x-msdownload\r\n\r\nMZ\x90\x00\r\n--b1--\r\n',
  },
  {
    what: 'part without disposition',
    contentType: 'multipart/form-data; boundary=b1',
    body: '--b1\r\nContent-Type: image/png\r\n\r\nabc\r\n--b1--\r\n',
  },
  {
    what: 'JSON instead of multipart',
    contentType: 'application/json',
    body: '{"file":"abc"}',
  },
  { what: 'text instead of multipart', contentType: 'text/plain', body: 'abc' },
  { what: 'no content type', contentType: '', body: 'abc' },
);
