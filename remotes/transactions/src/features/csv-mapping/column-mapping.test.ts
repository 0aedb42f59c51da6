import {
  SELECT_LAYOUT_KEYS,
  checkMapping,
  columnChecks,
  customUploadPayload,
  dateColumnIndex,
  initialOrder,
  initialSelections,
  isOrderOf,
  mappingFromOrder,
  mappingFromSelections,
  serverProblemsOf,
} from './column-mapping';

describe('column mapping', () => {
  it('the narrow form sends the spec keys', () => {
    expect(SELECT_LAYOUT_KEYS).toEqual({
      customer_id: 'Unique customer ID',
      amount: 'Amount',
      start_date: 'start_date',
      period: 'Period',
      date: 'date',
      gmv: 'GVM',
      take: 'takeRate',
    });
  });

  it('starts the drag list with headers named like the fields in their places, the rest in file order', () => {
    expect(initialOrder('SAAS', ['period', 'Customer ID', 'notes', 'Amount', 'start_date'])).toEqual([
      'Customer ID',
      'Amount',
      'start_date',
      'period',
      'notes',
    ]);
    expect(initialOrder('SAAS', ['Client', 'Paid', 'Since', 'Months', 'Region'])).toEqual([
      'Client',
      'Paid',
      'Since',
      'Months',
      'Region',
    ]);
    expect(initialOrder('MARKETPLACE', ['x', 'GMV', 'date', 'take_rate', 'customer_id'])).toEqual([
      'customer_id',
      'date',
      'GMV',
      'take_rate',
      'x',
    ]);
    expect(isOrderOf(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(isOrderOf(['b', 'a'], ['a', 'b', 'c'])).toBe(false);
    expect(isOrderOf(undefined, ['a'])).toBe(false);
  });

  it('starts the dropdowns with the headers named like the fields, as the drag list does, the rest unchosen', () => {
    expect(initialSelections('SAAS', [' customer_id ', 'AMOUNT', 'notes', 'Start Date'])).toEqual({
      customer_id: ' customer_id ',
      amount: 'AMOUNT',
      start_date: 'Start Date',
    });
    expect(initialSelections('MARKETPLACE', ['x', 'GMV', 'date', 'take_rate', 'customer_id'])).toEqual({
      customer_id: 'customer_id',
      date: 'date',
      gmv: 'GMV',
      take: 'take_rate',
    });
    expect(initialSelections('SAAS', ['Client', 'Paid', 'Since', 'Months'])).toEqual({});
    // A header is chosen once, even when two are named alike.
    expect(initialSelections('SAAS', ['amount', 'Amount'])).toEqual({ amount: 'amount' });
  });

  it('wide layout: places map to the industry columns under their canonical names', () => {
    expect(mappingFromOrder('SAAS', ['Client', 'Paid', 'Since', 'Months', 'Region'])).toEqual({
      customer_id: 'Client',
      amount: 'Paid',
      start_date: 'Since',
      period: 'Months',
    });
    expect(mappingFromOrder('MARKETPLACE', ['Client', 'Day', 'Volume', 'Fee'])).toEqual({
      customer_id: 'Client',
      date: 'Day',
      gmv: 'Volume',
      take: 'Fee',
    });
  });

  it('narrow layout: one choice per field under the narrow keys', () => {
    expect(
      mappingFromSelections('SAAS', {
        customer_id: 'Client',
        amount: 'Paid',
        start_date: 'Since',
        period: 'Months',
      }),
    ).toEqual({ 'Unique customer ID': 'Client', Amount: 'Paid', start_date: 'Since', Period: 'Months' });
    expect(mappingFromSelections('MARKETPLACE', { customer_id: 'Client', date: 'Day' })).toEqual({
      'Unique customer ID': 'Client',
      date: 'Day',
      GVM: '',
      takeRate: '',
    });
  });

  it('all fields are required and a column is chosen once', () => {
    expect(checkMapping('MARKETPLACE', mappingFromSelections('MARKETPLACE', { customer_id: 'Client' }))).toBe(
      'allRequired',
    );
    expect(
      checkMapping(
        'SAAS',
        mappingFromSelections('SAAS', { customer_id: 'A', amount: 'A', start_date: 'B', period: 'C' }),
      ),
    ).toBe('columnOnce');
    expect(checkMapping('SAAS', mappingFromOrder('SAAS', ['a', 'b', 'c', 'd']))).toBeNull();
  });

  it('finds the date column in the file by either key set', () => {
    const headers = ['Client', 'Paid', ' Since ', 'Months'];
    expect(
      dateColumnIndex(
        'SAAS',
        mappingFromOrder(
          'SAAS',
          headers.map((h) => h.trim()),
        ),
        headers,
      ),
    ).toBe(2);
    expect(dateColumnIndex('MARKETPLACE', { 'Unique customer ID': 'Client', date: 'Months' }, headers)).toBe(
      3,
    );
    expect(dateColumnIndex('SAAS', { start_date: 'Gone' }, headers)).toBe(-1);
    expect(dateColumnIndex('SAAS', {}, headers)).toBe(-1);
  });

  it('builds the custom-upload payload for both industries and both layouts', () => {
    const base = { systemName: '  Chargebee ', skipValidation: false, timestamp: '1732240000000' };
    expect(
      customUploadPayload({
        ...base,
        industry: 'SAAS',
        method: 'Forward deduction',
        mapping: mappingFromOrder('SAAS', ['c', 'a', 's', 'p']),
      }),
    ).toEqual({
      version: '1.0',
      col_mapping: { customer_id: 'c', amount: 'a', start_date: 's', period: 'p' },
      industry: 'SAAS',
      calculation_metod: 'Forward deduction',
      system_name: 'Chargebee',
      skip_validation: false,
      timestamp: '1732240000000',
    });
    expect(
      customUploadPayload({
        ...base,
        skipValidation: true,
        industry: 'MARKETPLACE',
        method: 'Standard',
        mapping: mappingFromSelections('MARKETPLACE', { customer_id: 'c', date: 'd', gmv: 'g', take: 't' }),
      }),
    ).toEqual({
      version: '1.0',
      col_mapping: { 'Unique customer ID': 'c', date: 'd', GVM: 'g', takeRate: 't' },
      industry: 'MARKETPLACE',
      calculation_metod: 'Standard',
      system_name: 'Chargebee',
      skip_validation: true,
      timestamp: '1732240000000',
    });
  });

  it('checks the date, the amount and the customer ID, by their place in the file', () => {
    const headers = ['Amount paid', 'Client', 'Since', 'Plan', 'Country'];
    expect(
      columnChecks(
        'SAAS',
        { start_date: 'Since', Amount: 'Amount paid', 'Unique customer ID': 'Client' },
        headers,
      ),
    ).toEqual([
      { field: 'start_date', column: 2, rule: 'date' },
      { field: 'amount', column: 0, rule: 'amount' },
      { field: 'customer_id', column: 1, rule: 'id' },
    ]);
    expect(
      columnChecks('MARKETPLACE', { date: 'Since', GVM: 'Amount paid', customer_id: 'Gone' }, headers),
    ).toEqual([
      { field: 'date', column: 2, rule: 'date' },
      { field: 'gmv', column: 0, rule: 'amount' },
    ]);
  });

  it("reads the server's refusal: the problems by column, or the offending dates of an older server", () => {
    const rows = [{ row: 7, value: '13/13/2024' }];
    expect(
      serverProblemsOf('SAAS', {
        details: {
          error: 'x',
          column_problems: [{ field: 'start_date', count: 4, rows }, { field: 'nope' }],
        },
      }),
    ).toEqual([{ field: 'start_date', rule: 'date', count: 4, rows }]);
    expect(
      serverProblemsOf('MARKETPLACE', { details: { error: 'x', invalid_values: ['soon', 'Empty field'] } }),
    ).toEqual([
      {
        field: 'date',
        rule: 'date',
        count: 2,
        rows: [
          { row: 0, value: 'soon' },
          { row: 0, value: 'Empty field' },
        ],
      },
    ]);
    expect(serverProblemsOf('SAAS', { details: { error: 'x' } })).toBeNull();
    expect(serverProblemsOf('SAAS', undefined)).toBeNull();
  });
});
