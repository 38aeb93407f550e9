/**
 * Runs claimed jobs with bounded concurrency. `pump()` claims as many due jobs as there are
 * free slots and starts them; it runs when work is added (kick), when a job finishes, and on
 * the hub's node-cron tick (which picks up due retries and claims abandoned by a crash).
 * `drain()` stops claiming and waits for the jobs in flight: the SIGTERM path. One claim is
 * in flight at a time (a pump while one runs asks for another pass when it returns), so slots
 * are never over-claimed while the store answers.
 */
export function createWorkQueue<Job>(options: {
  concurrency: number;
  claim: (limit: number) => Promise<Job[]>;
  run: (job: Job) => Promise<void>;
  onError: (error: unknown) => void;
}) {
  const inFlight = new Set<Promise<void>>();
  let running = false;
  let kickPending = false;
  let claiming: Promise<void> | undefined;
  let again = false;

  function pump(): void {
    if (!running) return;
    if (claiming) {
      again = true;
      return;
    }
    const free = options.concurrency - inFlight.size;
    if (free <= 0) return;
    claiming = options
      .claim(free)
      .then(start, options.onError)
      .finally(() => {
        claiming = undefined;
        if (again) {
          again = false;
          pump();
        }
      });
  }

  function start(jobs: Job[]): void {
    for (const job of jobs) {
      const task: Promise<void> = options
        .run(job)
        .catch(options.onError)
        .finally(() => {
          inFlight.delete(task);
          pump();
        });
      inFlight.add(task);
    }
  }

  return {
    start(): void {
      running = true;
      pump();
    },
    pump,
    /** Schedules a pump after the current request has been answered. */
    kick(): void {
      if (kickPending || !running) return;
      kickPending = true;
      setImmediate(() => {
        kickPending = false;
        pump();
      });
    },
    async drain(): Promise<void> {
      running = false;
      while (claiming || inFlight.size > 0) await Promise.allSettled([claiming, ...inFlight]);
    },
    get inFlight(): number {
      return inFlight.size;
    },
  };
}
