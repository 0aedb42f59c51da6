import {
  ariaSort,
  countActiveFilters,
  currentSavedView,
  currentSort,
  formatQueueQuery,
  parseQueueQuery,
  savedViewPath,
  sortBy,
  toQueueParams,
} from './queue-query';

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

describe('the order in the address', () => {
  it('reads a known sort key and direction, and writes them back', () => {
    const filters = parseQueueQuery('?sort=suggested&dir=desc');
    expect(filters).toEqual({ sort: 'suggested', dir: 'desc', page: 1 });
    expect(formatQueueQuery(filters)).toBe('?sort=suggested&dir=desc');
    expect(toQueueParams(filters)).toEqual({ sort: 'suggested', dir: 'desc', page: 1, pageSize: 25 });
  });

  it('drops an unknown key or direction (the server would refuse it)', () => {
    expect(parseQueueQuery('?sort=email&dir=up')).toEqual({ page: 1 });
  });

  it('defaults to the time left, soonest first', () => {
    expect(currentSort({ page: 1 })).toEqual({ key: 'due', dir: 'asc' });
    expect(ariaSort({ page: 1 }, 'due')).toBe('ascending');
    expect(ariaSort({ page: 1 }, 'requested')).toBeUndefined();
  });

  it('sorts by a new column ascending, turns the same one round, and goes back to the first page', () => {
    const byAmount = sortBy({ page: 4, q: 'noor' }, 'requested');
    expect(byAmount).toEqual({ page: 1, q: 'noor', sort: 'requested' });
    expect(ariaSort(byAmount, 'requested')).toBe('ascending');
    const down = sortBy(byAmount, 'requested');
    expect(formatQueueQuery(down)).toBe('?q=noor&sort=requested&dir=desc');
    expect(ariaSort(down, 'requested')).toBe('descending');
    expect(sortBy(down, 'requested')).toEqual({ page: 1, q: 'noor', sort: 'requested' });
    // The default order is written as nothing: /cases stays /cases.
    expect(formatQueueQuery(sortBy({ page: 1, sort: 'activity' }, 'due'))).toBe('');
    expect(formatQueueQuery(sortBy({ page: 1 }, 'due'))).toBe('?dir=desc');
  });
});

describe('saved views', () => {
  it('are addresses that set their filter, keeping the order', () => {
    expect(savedViewPath('all')).toBe('/cases');
    expect(savedViewPath('mine')).toBe('/cases?assignee=me');
    expect(savedViewPath('approval')).toBe('/cases?awaiting=me');
    expect(savedViewPath('replied', { page: 3, q: 'x', sort: 'activity', dir: 'desc' })).toBe(
      '/cases?replied=yes&sort=activity&dir=desc',
    );
  });

  it('are recognised from the address, and not once the reader filters otherwise', () => {
    expect(currentSavedView(parseQueueQuery(''))).toBe('all');
    expect(currentSavedView(parseQueueQuery('?assignee=me&sort=business'))).toBe('mine');
    expect(currentSavedView(parseQueueQuery('?awaiting=me&page=2'))).toBe('approval');
    expect(currentSavedView(parseQueueQuery('?replied=yes'))).toBe('replied');
    expect(currentSavedView(parseQueueQuery('?replied=yes&country=AE'))).toBeNull();
    expect(currentSavedView(parseQueueQuery('?assignee=none'))).toBeNull();
  });

  it('read only their own values from the address', () => {
    expect(parseQueueQuery('?awaiting=someone&replied=no')).toEqual({ page: 1 });
  });

  it('are not counted as filters', () => {
    expect(countActiveFilters(parseQueueQuery('?awaiting=me&replied=yes&sort=figure&dir=desc'))).toBe(0);
  });
});
