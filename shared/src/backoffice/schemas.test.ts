import { queueSchema } from './schemas';

describe('queueSchema', () => {
  it('accepts counts for some review statuses only (a status nobody is in may be left out)', () => {
    const queue = { cases: [], total: 3, page: 1, pageSize: 25, counts: { SUBMITTED: 2, IN_REVIEW: 1 } };
    expect(queueSchema.parse(queue).counts).toEqual({ SUBMITTED: 2, IN_REVIEW: 1 });
    expect(queueSchema.parse({ ...queue, total: 0, counts: {} }).counts).toEqual({});
  });

  it('refuses a count for a status that does not exist', () => {
    const queue = { cases: [], total: 1, page: 1, pageSize: 25, counts: { PENDING: 1 } };
    expect(queueSchema.safeParse(queue).success).toBe(false);
  });
});
