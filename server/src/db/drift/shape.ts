/**
 * What a database's tables look like, in the words PostgreSQL itself prints them (format_type,
 * pg_get_constraintdef, pg_get_indexdef), so two databases built by different SQL compare equal exactly when they
 * behave the same. Constraint and index names count too: a migration drizzle-kit generates drops or alters a
 * constraint by the name the Drizzle schema gives it, which must be the database's.
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
  /** Constraint name → `PRIMARY KEY (id)`, `UNIQUE (email)`, `FOREIGN KEY (…) REFERENCES …`, `CHECK (…)`. */
  constraints: Record<string, string>;
  /** Index name → definition, for the indexes no constraint owns. */
  indexes: Record<string, string>;
}

export type SchemaShape = Record<string, TableShape>;
