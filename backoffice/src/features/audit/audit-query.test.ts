import {
  auditApiParams,
  auditFiltersSearch,
  localDayStart,
  parseAuditFilters,
  periodBackwards,
} from './audit-query';

describe('the audit log’s filters', () => {
  it('reads the address and writes it back', () => {
    const search =
      '?caseId=12&staffId=abc&action=case.viewed&from=2026-11-01&to=2026-11-30&business=Noor+Cloud';
    const filters = parseAuditFilters(search);
    expect(filters).toEqual({
      caseId: 12,
      staffId: 'abc',
      action: 'case.viewed',
      from: '2026-11-01',
      to: '2026-11-30',
      business: 'Noor Cloud',
    });
    expect(auditFiltersSearch(filters)).toBe(search);
    expect(auditFiltersSearch({})).toBe('');
  });

  it('leaves malformed values out', () => {
    expect(parseAuditFilters('?caseId=0&from=yesterday&to=2026-02-30&business=%20%20&action=')).toEqual({});
  });

  it('sends the days as the browser’s local midnights, the last day included', () => {
    const params = auditApiParams({ from: '2026-11-01', to: '2026-11-30', business: 'noor' });
    expect(params.from).toBe(new Date(2026, 10, 1).toISOString());
    expect(params.to).toBe(new Date(2026, 11, 1).toISOString());
    expect(params.business).toBe('noor');
    expect(localDayStart('2026-02-29')).toBeNull();
  });

  it('tells a period that runs backwards', () => {
    expect(periodBackwards({ from: '2026-11-02', to: '2026-11-01' })).toBe(true);
    expect(periodBackwards({ from: '2026-11-01', to: '2026-11-01' })).toBe(false);
    expect(periodBackwards({ from: '2026-11-01' })).toBe(false);
  });
});
