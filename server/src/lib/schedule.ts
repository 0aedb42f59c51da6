/**
 * A task this instance runs every `intervalMs`, one run at a time: a run that falls due while one is under way is
 * skipped, a failed run is reported and the next one comes as planned, and `stop` waits for the run under way.
 */
export class Schedule {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    private readonly task: () => Promise<unknown>,
    private readonly onError: (err: unknown) => void,
  ) {}

  /** Runs the task every `intervalMs` until `stop`; the timer does not keep the process alive. */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => this.wake(), intervalMs);
    this.timer.unref();
  }

  /** A run now, unless one is under way or the schedule is not started. */
  wake(): void {
    if (!this.timer || this.running) return;
    this.running = this.task()
      .catch(this.onError)
      .finally(() => (this.running = undefined));
  }

  /** Stops the schedule and waits for the run under way. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }
}
