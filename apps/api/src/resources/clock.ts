/** Tells the time; tests replace it to move through token and OTP expiry. */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The app's clock: tells the time and wakes code up at an instant of that time (the reminder scheduler). */
export interface AppClock extends Clock {
  /**
   * Calls `callback` once, when the clock reaches `at` (soon when it already has); returns a function
   * that cancels the call. A pending timer of the wall clock does not keep the process alive.
   */
  setTimer(at: Date, callback: () => void): () => void;
}

/** The longest delay `setTimeout` takes (about 24.8 days); longer waits are chained. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** The wall clock. */
export const systemClock: AppClock = {
  now: () => new Date(),
  setTimer(at, callback) {
    let handle: NodeJS.Timeout | undefined;
    const wait = () => {
      const delay = at.getTime() - Date.now();
      handle = setTimeout(
        delay > MAX_TIMEOUT_MS ? wait : callback,
        Math.max(0, Math.min(delay, MAX_TIMEOUT_MS)),
      );
      handle.unref();
    };
    wait();
    return () => clearTimeout(handle);
  },
};
