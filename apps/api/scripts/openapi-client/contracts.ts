// Type-checked by `pnpm lint:openapi` against the types openapi-typescript generates from the OpenAPI document
// (`generated/openapi.d.ts`): for a few resources, the document's types and the contract schemas' must be
// assignable both ways, so a client generated from the document reads and writes what the server does.
import type * as contracts from '@altalena/contracts';
import type { z } from 'zod';
import type { components, paths } from './generated/openapi';

/** `true` for `any`, which is assignable both ways to anything and would hide a missing type. */
type IsAny<T> = 0 extends 1 & T ? true : false;
/** `true` when each type is assignable to the other (and neither is `any`). */
type Mutual<A, B> =
  IsAny<A> extends true
    ? false
    : IsAny<B> extends true
      ? false
      : [A] extends [B]
        ? [B] extends [A]
          ? true
          : false
        : false;
/** Compiles only for `true`. */
type Assert<T extends true> = T;

type Schemas = components['schemas'];
type Json<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type Checks = [
  // A customer, as every customer route answers it, and a page of them.
  Assert<Mutual<Schemas['Customer'], z.infer<typeof contracts.customer>>>,
  Assert<Mutual<Schemas['CustomerPage'], contracts.Page<z.infer<typeof contracts.customer>>>>,
  Assert<
    Mutual<
      Json<paths['/api/v1/customers/']['get']['responses'][200]>,
      contracts.Page<z.infer<typeof contracts.customer>>
    >
  >,
  // The detail of a park.
  Assert<
    Mutual<
      Json<paths['/api/v1/parks/{id}/']['get']['responses'][200]>,
      z.infer<typeof contracts.park>
    >
  >,
  // An inspection's detail (with its items).
  Assert<Mutual<Schemas['InspectionDetail'], z.infer<typeof contracts.inspectionDetail>>>,
  // A list of codes, named once and referred to by every field that takes it.
  Assert<Mutual<Schemas['RiskLevel'], contracts.RiskLevel>>,
  Assert<Mutual<Schemas['Inspection']['overall_risk'], contracts.RiskLevel | null>>,
  // The error body of every error answer.
  Assert<Mutual<Schemas['ErrorBody'], contracts.ErrorBody>>,
  Assert<
    Mutual<Json<paths['/api/v1/customers/{id}/']['patch']['responses'][428]>, contracts.ErrorBody>
  >,
  // Write bodies: what a client sends is what the server parses.
  Assert<
    Mutual<
      NonNullable<
        paths['/api/v1/customers/']['post']['requestBody']
      >['content']['application/json'],
      z.input<typeof contracts.customerWrite>
    >
  >,
  Assert<Mutual<Schemas['CustomerPatch'], z.input<typeof contracts.customerPatch>>>,
  Assert<Mutual<Schemas['QuoteWrite'], z.input<typeof contracts.quoteWrite>>>,
  // If-Match is a required header of an edit.
  Assert<
    Mutual<
      paths['/api/v1/customers/{id}/']['patch']['parameters']['header'],
      { 'if-match': string }
    >
  >,
];
