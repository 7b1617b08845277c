/**
 * How long a browser or story test waits for a condition (`expect.element`, `findBy…`, `waitFor`) before it
 * fails. Waiting ends as soon as the condition holds, so a passing test is no slower for it; the budget is
 * for a machine under load (the whole suite once failed 37 tests at a load average of 15–20 on the
 * one-second defaults, waiting on lazy chunks; at a load average of 10–14, a screen story's first render
 * once took over 10 s). Under the tests' own 30-second budget.
 */
export const CONDITION_TIMEOUT_MS = 20_000;
