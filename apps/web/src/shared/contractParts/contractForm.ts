import type { VersionedItem } from '@altalena/api-client';
import type { FormFieldName, FormSchema } from '@altalena/forms';
import type { AnyMessageId } from '@altalena/i18n';
import type { IntlShape } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import type { AnyResource, SchemaForm } from '../../scaffold';

/** What customer and installer contracts have in common. */
type AnyContract = VersionedItem & { number: string; status: string };

/** Delete a contract, or, when others depend on it, end it (status `terminated`) instead. */
export const contractRemoval = <Contract extends { number: string; status: string }>(
  listHref: string,
) => ({
  nameOf: (contract: Contract) => contract.number,
  afterDeleteHref: listHref,
  archive: {
    patch: { status: 'terminated' },
    isArchived: (contract: Contract) => contract.status === 'terminated',
  },
});

/** A positive id from the query string (`?customer_id=3` from a detail page's "new contract"). */
export function presetId(search: URLSearchParams, param: string): number | null {
  const id = Number(search.get(param));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** Options of {@link useContractFormPage}. */
export interface ContractFormPageOptions<
  C extends AnyContract,
  S extends FormSchema,
  E extends string,
> {
  resource: AnyResource<C>;
  /** The contract's form from its write schema ({@link SchemaForm}). */
  form: SchemaForm<S, E>;
  /** The contract edited; a new one without it. */
  id: number | undefined;
  /** The field of the other party (`customer_id`), preset from the same query parameter. */
  party: FormFieldName<S>;
  /** The contracts' list: back, cancel, after a save and after a delete. */
  listHref: string;
  /** Heading of the create screen. */
  createTitle: AnyMessageId;
  /** Heading of the edit screen, given the contract's `{number}`. */
  editTitle: AnyMessageId;
}

/**
 * The props a contract's form page shares between customer and installer contracts: the form from the
 * write schema with the party preset from the address (a detail page's "new contract"), the headings, the
 * list as the way back and on, and the delete that ends a contract others depend on.
 */
export function useContractFormPage<C extends AnyContract, S extends FormSchema, E extends string>({
  resource,
  form,
  id,
  party,
  listHref,
  createTitle,
  editTitle,
}: ContractFormPageOptions<C, S, E>) {
  const [search] = useSearchParams();
  return {
    resource,
    id,
    ...form,
    emptyValues: { ...form.emptyValues, [party]: presetId(search, party) },
    createTitle,
    editTitle: (contract: C, format: IntlShape) =>
      format.formatMessage({ id: editTitle }, { number: contract.number }),
    backHref: listHref,
    afterSaveHref: () => listHref,
    remove: contractRemoval<C>(listHref),
  };
}
