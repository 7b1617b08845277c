import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../app';
import { addDays, businessDay, businessHour, businessInstant } from '../resources/calendar';
import { runReminders, type ReminderLog, type ReminderRunResult } from './run';

/** Where the scheduler reports its runs: the app's logger (pino) or a test's. */
export interface SchedulerLog extends ReminderLog {
  info(details: Record<string, unknown>, message: string): void;
}

/** The reminder scheduler of one process. */
export interface ReminderScheduler {
  /**
   * Runs the reminders when today's run is due (the hour has come in Europe/Rome and this process has not
   * run today), then sets the timer for the next run. Resolves with the run's result, or null when none
   * was due. The timer calls it; tests and `start` may too.
   */
  tick(): Promise<ReminderRunResult | null>;
  /** Resolves once the run in progress, if any, has ended. */
  idle(): Promise<void>;
  /** Cancels the timer and waits for the run in progress; later ticks do nothing. */
  stop(): Promise<void>;
}

/**
 * When the next run is due: now, when the hour (0–23, Europe/Rome) has come today and today has had no run
 * (`lastRunDay`); else at the hour today, or tomorrow once it has passed.
 */
export function nextRunAt(now: Date, hour: number, lastRunDay: string | null): Date {
  const today = businessDay(now);
  const todayAt = businessInstant(today, hour);
  if (now < todayAt) return todayAt;
  if (lastRunDay !== today) return now;
  return businessInstant(addDays(today, 1) ?? today, hour);
}

/**
 * A scheduler that runs the reminders once a day at `hour` o'clock in Europe/Rome on the app's clock,
 * woken by that clock's timer (which does not keep the process alive). A process that starts after the
 * hour runs at once: the delivery rows make a second run of the day send only what the first did not.
 */
export function createReminderScheduler(
  deps: AppDeps,
  options: { hour: number; log: SchedulerLog },
): ReminderScheduler {
  const { clock } = deps;
  const { hour, log } = options;
  let lastRunDay: string | null = null;
  let cancelTimer: (() => void) | null = null;
  let running: Promise<ReminderRunResult | null> | null = null;
  let stopped = false;

  const arm = () => {
    cancelTimer?.();
    cancelTimer = null;
    if (stopped) return;
    cancelTimer = clock.setTimer(nextRunAt(clock.now(), hour, lastRunDay), () => void tick());
  };

  const run = async (at: Date): Promise<ReminderRunResult | null> => {
    try {
      const result = await runReminders(deps, at, log);
      log.info({ ...result, at: at.toISOString() }, 'reminder run');
      return result;
    } catch (error) {
      // A failed run (the database unreachable, say) waits for tomorrow's; the process keeps serving.
      log.error({ err: error, at: at.toISOString() }, 'reminder run failed');
      return null;
    } finally {
      running = null;
      arm();
    }
  };

  const tick = async (): Promise<ReminderRunResult | null> => {
    if (stopped) return null;
    if (running) return running;
    const now = clock.now();
    const day = businessDay(now);
    if (lastRunDay === day || businessHour(now) < hour) {
      arm();
      return null;
    }
    lastRunDay = day;
    cancelTimer?.();
    cancelTimer = null;
    running = run(now);
    return running;
  };

  return {
    tick,
    async idle() {
      await running;
    },
    async stop() {
      stopped = true;
      cancelTimer?.();
      cancelTimer = null;
      await running;
    },
  };
}

/**
 * Runs the reminder scheduler with the app (`REMINDER_HOUR`): its first tick when the app is ready (a
 * start after the hour runs at once, in the background), stopped when the app closes.
 */
export function registerReminderScheduler(app: FastifyInstance): ReminderScheduler {
  const scheduler = createReminderScheduler(app.deps, {
    hour: app.deps.config.reminderHour,
    log: app.log,
  });
  app.addHook('onReady', async () => {
    void scheduler.tick();
  });
  app.addHook('onClose', async () => scheduler.stop());
  return scheduler;
}
