/** Tells the time; tests replace it to move through token and OTP expiry. */
export interface Clock {
  /** The current instant. */
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = { now: () => new Date() };
