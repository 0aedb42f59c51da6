// The journey's promise, "the team reviews your application within two business days", as a date: the workbench
// shows the time left and highlights what is overdue. Business days are Monday to Friday in UTC (the week most of the
// provider's markets keep since 2022); a submission on a weekend counts from the Monday.

export const REVIEW_BUSINESS_DAYS = 2;

const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

/** When the review of an application submitted at `submittedAt` is due. */
export function reviewDueAt(submittedAt: Date, businessDays = REVIEW_BUSINESS_DAYS): Date {
  const due = new Date(submittedAt.getTime());
  // A weekend submission starts the clock at Monday 00:00.
  while (isWeekend(due)) {
    due.setUTCDate(due.getUTCDate() + 1);
    due.setUTCHours(0, 0, 0, 0);
  }
  let left = businessDays;
  while (left > 0) {
    due.setUTCDate(due.getUTCDate() + 1);
    if (!isWeekend(due)) left -= 1;
  }
  return due;
}

export interface TimeLeft {
  overdue: boolean;
  /** Whole hours left (or overdue by), rounded towards zero. */
  hours: number;
}

export function timeLeft(dueAt: Date, now: Date): TimeLeft {
  const ms = dueAt.getTime() - now.getTime();
  return { overdue: ms < 0, hours: Math.trunc(Math.abs(ms) / 3_600_000) };
}
