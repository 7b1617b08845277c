import type { AppClock } from '../resources/clock';

/** A clock that stands still until a test moves it; its timers fire when it is moved past them. */
export interface TestClock extends AppClock {
  /** Jumps to an instant (firing the timers it reaches). */
  set(instant: Date | string | number): void;
  /** Moves forward by milliseconds (negative moves back). */
  advance(ms: number): void;
  /** Moves forward by minutes. */
  advanceMinutes(minutes: number): void;
  /** Moves forward by hours. */
  advanceHours(hours: number): void;
  /** The instants the pending timers are set for, earliest first. */
  pendingTimers(): Date[];
}

interface PendingTimer {
  at: number;
  callback: () => void;
}

/** A controllable clock starting at `start` (default: the wall clock's now). */
export function createTestClock(start: Date | string | number = Date.now()): TestClock {
  let current = new Date(start).getTime();
  let timers: PendingTimer[] = [];
  // Calls, earliest first, every timer the clock has reached; a callback may set new timers.
  const fireDue = () => {
    for (;;) {
      const due = timers.filter((timer) => timer.at <= current).sort((a, b) => a.at - b.at)[0];
      if (!due) return;
      timers = timers.filter((timer) => timer !== due);
      due.callback();
    }
  };
  const moveTo = (instant: number) => {
    current = instant;
    fireDue();
  };
  return {
    now: () => new Date(current),
    setTimer(at, callback) {
      const timer: PendingTimer = { at: at.getTime(), callback };
      timers.push(timer);
      // Already due: called soon, not inside the caller's own call.
      if (timer.at <= current) queueMicrotask(fireDue);
      return () => {
        timers = timers.filter((other) => other !== timer);
      };
    },
    set(instant) {
      moveTo(new Date(instant).getTime());
    },
    advance(ms) {
      moveTo(current + ms);
    },
    advanceMinutes(minutes) {
      moveTo(current + minutes * 60_000);
    },
    advanceHours(hours) {
      moveTo(current + hours * 3_600_000);
    },
    pendingTimers: () =>
      timers
        .map((timer) => timer.at)
        .sort((a, b) => a - b)
        .map((at) => new Date(at)),
  };
}
