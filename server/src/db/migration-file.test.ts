import { nextMigrationFile } from './migration-file';

describe('nextMigrationFile', () => {
  it('numbers after the highest migration, four digits, the name in lower snake case', () => {
    expect(
      nextMigrationFile(
        ['0001_core.sql', '0021_constraint_names.sql', '0003_documents.sql'],
        'Offers currency',
      ),
    ).toBe('0022_offers_currency.sql');
  });

  it('ignores files that are not numbered migrations', () => {
    expect(nextMigrationFile(['README.md', 'notes.sql', '0009_staff.sql'], 'x')).toBe('0010_x.sql');
    expect(nextMigrationFile([], 'first')).toBe('0001_first.sql');
  });

  it('refuses a name without letters or digits', () => {
    expect(() => nextMigrationFile(['0001_core.sql'], '--')).toThrow('needs a name');
  });
});
