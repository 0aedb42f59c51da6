/**
 * What a database's tables look like, in the words PostgreSQL itself prints them (format_type,
 * pg_get_constraintdef, pg_get_indexdef), so two databases built by different SQL compare equal exactly when they
 * behave the same. Constraint names are left out: PostgreSQL and drizzle-kit name the same constraint differently,
 * and no query refers to one by name. Index names are kept, as the migrations and the Drizzle schema both spell them.
 */
export interface ColumnShape {
  type: string;
  nullable: boolean;
  default: string | null;
  /** `ALWAYS start 1000`, `BY DEFAULT start 1`, or null for a column that is not an identity. */
  identity: string | null;
}

export interface TableShape {
  columns: Record<string, ColumnShape>;
  /** `PRIMARY KEY (id)`, `UNIQUE (email)`, `FOREIGN KEY (…) REFERENCES …`, `CHECK (…)`, sorted. */
  constraints: string[];
  /** Index name → definition, for the indexes no constraint owns. */
  indexes: Record<string, string>;
}

export type SchemaShape = Record<string, TableShape>;
