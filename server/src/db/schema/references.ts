import { integer, uuid } from 'drizzle-orm/pg-core';
import { applications } from './core';
import { staff } from './staff';

// The references most feature tables make; core.ts and staff.ts spell their own, as this file imports them.

/** The application a row belongs to. */
export const applicationReference = () =>
  integer('application_id')
    .notNull()
    .references(() => applications.id);

/** A staff member who acted on the row; chain `.notNull()` where one always did. */
export const staffReference = (name: string) => uuid(name).references(() => staff.id);
