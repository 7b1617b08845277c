import type { Clock } from '../resources/clock';

/** A clock that stands still until a test moves it. */
export interface TestClock extends Clock {
  /** Jumps to an instant. */
  set(instant: Date | string | number): void;
  /** Moves forward by milliseconds (negative moves back). */
  advance(ms: number): void;
  /** Moves forward by minutes. */
  advanceMinutes(minutes: number): void;
  /** Moves forward by hours. */
  advanceHours(hours: number): void;
}

/** A controllable clock starting at `start` (default: the wall clock's now). */
export function createTestClock(start: Date | string | number = Date.now()): TestClock {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set(instant) {
      current = new Date(instant).getTime();
    },
    advance(ms) {
      current += ms;
    },
    advanceMinutes(minutes) {
      current += minutes * 60_000;
    },
    advanceHours(hours) {
      current += hours * 3_600_000;
    },
  };
}
