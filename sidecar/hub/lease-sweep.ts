import cron, { type ScheduledTask } from 'node-cron';

/**
 * The hub's periodic work on node-cron: `poll` picks up due retries and claims abandoned by
 * a crashed process; `sweep` ends subscriptions whose lease has run out. Deliveries already
 * skip expired subscriptions, so the sweep only frees what they left.
 */
export function createSchedules(options: { pollSchedule: string; sweepSchedule: string; poll: () => void; sweep: () => unknown }) {
  const make = (name: string, expression: string, work: () => void): ScheduledTask => {
    if (!cron.validate(expression)) throw new Error(`invalid cron schedule for ${name}: "${expression}"`);
    // unref: the server keeps the process alive; a forgotten stop() must not keep a test run alive.
    return cron.createTask(expression, work, { name, noOverlap: true, unref: true });
  };
  const tasks = [make('hub-poll', options.pollSchedule, options.poll), make('hub-lease-sweep', options.sweepSchedule, options.sweep)];
  return {
    start: async () => {
      for (const task of tasks) await task.start();
    },
    stop: async () => {
      for (const task of tasks) await task.destroy();
    },
  };
}
