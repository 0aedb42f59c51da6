import { diffSchemas } from './diff';
import type { SchemaShape, TableShape } from './shape';

function applicants(): TableShape {
  return {
    columns: {
      id: { type: 'uuid', nullable: false, default: 'gen_random_uuid()', identity: null },
      email: { type: 'text', nullable: false, default: null, identity: null },
      language: { type: 'text', nullable: false, default: "'en'::text", identity: null },
    },
    constraints: {
      applicants_language_check: "CHECK ((language = ANY (ARRAY['en'::text, 'ar'::text])))",
      applicants_pkey: 'PRIMARY KEY (id)',
      applicants_email_key: 'UNIQUE (email)',
    },
    indexes: {
      applicants_created_idx: 'CREATE INDEX applicants_created_idx ON applicants USING btree (email)',
    },
  };
}

describe('diffSchemas', () => {
  it('finds nothing between equal schemas', () => {
    expect(diffSchemas({ applicants: applicants() }, { applicants: applicants() })).toEqual([]);
  });

  it('names a table only one side has', () => {
    const drizzle: SchemaShape = { applicants: applicants(), offers: applicants() };
    expect(diffSchemas({ applicants: applicants() }, drizzle)).toEqual([
      'table offers: only in the Drizzle schema',
    ]);
  });

  it('names each column difference: missing, type, nullability, default, identity', () => {
    const drizzle = applicants();
    delete drizzle.columns.language;
    drizzle.columns.email = {
      type: 'character varying(255)',
      nullable: true,
      default: "''::text",
      identity: null,
    };
    drizzle.columns.id = { ...drizzle.columns.id, identity: 'ALWAYS start 1' };
    expect(diffSchemas({ applicants: applicants() }, { applicants: drizzle })).toEqual([
      'applicants.email type: migrations text, Drizzle schema character varying(255)',
      'applicants.email nullable: migrations false, Drizzle schema true',
      "applicants.email default: migrations none, Drizzle schema ''::text",
      'applicants.id identity: migrations none, Drizzle schema ALWAYS start 1',
      'applicants.language: only in the migrations',
    ]);
  });

  it('names constraints and indexes that differ, by name: a renamed one differs too', () => {
    const drizzle = applicants();
    drizzle.constraints = {
      applicants_pkey: 'PRIMARY KEY (id)',
      applicants_email_key: 'UNIQUE (email, language)',
      applicants_email_unique: 'UNIQUE (email)',
    };
    drizzle.indexes = {
      applicants_created_idx: 'CREATE INDEX applicants_created_idx ON applicants USING btree (email DESC)',
      applicants_language_idx: 'CREATE INDEX applicants_language_idx ON applicants USING btree (language)',
    };
    expect(diffSchemas({ applicants: applicants() }, { applicants: drizzle })).toEqual([
      'applicants: constraint applicants_email_key: migrations UNIQUE (email), Drizzle schema UNIQUE (email, language)',
      'applicants: constraint only in the Drizzle schema: applicants_email_unique UNIQUE (email)',
      "applicants: constraint only in the migrations: applicants_language_check CHECK ((language = ANY (ARRAY['en'::text, 'ar'::text])))",
      'applicants: index applicants_created_idx: migrations CREATE INDEX applicants_created_idx ON applicants USING btree (email), Drizzle schema CREATE INDEX applicants_created_idx ON applicants USING btree (email DESC)',
      'applicants: index only in the Drizzle schema: applicants_language_idx CREATE INDEX applicants_language_idx ON applicants USING btree (language)',
    ]);
  });
});
