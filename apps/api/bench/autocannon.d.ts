// autocannon 9 ships no types: the part of its API the benchmark uses.
declare module 'autocannon' {
  /** Options of one load run. */
  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    headers?: Record<string, string>;
    workers?: number;
    /** Seconds before a request counts as timed out. */
    timeout?: number;
  }
  /** Mean and percentiles of one measured quantity. */
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
  }
  /** What one load run measured. */
  interface Result {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  /** Runs one load test. */
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
