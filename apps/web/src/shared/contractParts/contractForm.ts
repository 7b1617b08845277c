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
