import { apiQueryOf, isFiltered, readListParams, sortOf, writeListParams } from './listParams';

describe('list state in the URL', () => {
  it('reads page, size, ordering, search and the declared filters only', () => {
    const params = readListParams(
      new URLSearchParams(
        'page=3&page_size=50&ordering=-name&search=roma&customer_type=school&x=1',
      ),
      ['customer_type', 'is_active'],
    );
    expect(params).toEqual({
      page: 3,
      pageSize: 50,
      ordering: '-name',
      search: 'roma',
      filters: { customer_type: 'school' },
    });
  });

  it('falls back to defaults for broken values', () => {
    const params = readListParams(new URLSearchParams('page=-2&page_size=1000'), []);
    expect(params.page).toBe(1);
    expect(params.pageSize).toBe(25);
  });

  it('writes back only what differs from the defaults, and round-trips', () => {
    const state = {
      page: 2,
      pageSize: 25,
      ordering: 'city',
      search: ' verona ',
      filters: { is_active: 'true' },
    };
    const written = writeListParams(state);
    expect(written.toString()).toBe('search=verona&is_active=true&ordering=city&page=2');
    expect(readListParams(written, ['is_active'])).toEqual({ ...state, search: 'verona' });
  });

  it('builds the API query with the default ordering when none is chosen', () => {
    const state = readListParams(new URLSearchParams('search=x'), []);
    expect(apiQueryOf(state, 'name')).toEqual({
      page: 1,
      page_size: 25,
      ordering: 'name',
      search: 'x',
    });
    expect(isFiltered(state)).toBe(true);
    expect(isFiltered(readListParams(new URLSearchParams(''), []))).toBe(false);
  });

  it('turns an ordering into a sort descriptor', () => {
    expect(sortOf('-created_at,name')).toEqual({ column: 'created_at', direction: 'descending' });
    expect(sortOf('city')).toEqual({ column: 'city', direction: 'ascending' });
    expect(sortOf(null)).toBeUndefined();
  });
});
