// The few autocannon options and results the benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    /** Each call's request may be rewritten (here: a new path every time). */
    requests?: { setupRequest: (request: object) => object }[];
  }
  interface Result {
    latency: { p50: number; p99: number; average: number };
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
  }
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
