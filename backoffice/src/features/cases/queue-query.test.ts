import { countActiveFilters, formatQueueQuery, parseQueueQuery, toQueueParams } from './queue-query';

describe('the queue filters in the address', () => {
  it('reads every filter, and gives back the same query string', () => {
    const search =
      '?status=IN_REVIEW&assignee=me&businessType=SAAS&country=AE&minAmount=1000&maxAmount=50000' +
      '&submittedFrom=2026-11-01&submittedTo=2026-11-30&q=acme&page=3';
    const filters = parseQueueQuery(search);
    expect(filters).toEqual({
      status: 'IN_REVIEW',
      assignee: 'me',
      businessType: 'SAAS',
      country: 'AE',
      minAmount: 1000,
      maxAmount: 50000,
      submittedFrom: '2026-11-01',
      submittedTo: '2026-11-30',
      q: 'acme',
      page: 3,
    });
    expect(formatQueueQuery(filters)).toBe(search);
  });

  it('drops what is malformed instead of failing (an old or edited link)', () => {
    expect(
      parseQueueQuery('?status=LOST&minAmount=-5&maxAmount=abc&submittedFrom=yesterday&page=0&q=%20%20'),
    ).toEqual({ page: 1 });
  });

  it('writes nothing for the first page without filters', () => {
    expect(formatQueueQuery({ page: 1 })).toBe('');
    expect(formatQueueQuery({ page: 2 })).toBe('?page=2');
  });

  it('asks the API for the set filters only, with the page and its size', () => {
    expect(toQueueParams({ page: 1, assignee: 'none', q: '' })).toEqual({
      assignee: 'none',
      page: 1,
      pageSize: 25,
    });
  });
});

describe('countActiveFilters', () => {
  it('counts the filters set, not the page', () => {
    expect(countActiveFilters({ page: 3 })).toBe(0);
    expect(countActiveFilters(parseQueueQuery('?q=noor&status=IN_REVIEW&page=2'))).toBe(2);
    expect(countActiveFilters({ page: 1, minAmount: 0, q: undefined })).toBe(1);
  });
});
