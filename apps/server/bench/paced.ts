/**
 * An open-loop load at a steady rate: request i is due at start + i / rate, whatever
 * happened to the requests before it. Latency is measured from the due time, so a
 * server stall counts in full (no coordinated omission).
 *
 * autocannon's `overallRate` is not this: each connection fires its share of the second
 * back to back and then waits for the next second, so "200/s over 10 connections" is a
 * burst at concurrency 10 every second. Its figures stay in the report as the
 * closed-loop (maximum throughput) measure.
 */
import http from 'node:http';

export interface PacedOptions {
  /** A fixed URL, or one made anew for every request. */
  url: string | (() => string);
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** Requests per second, evenly spaced. */
  rate: number;
  /** Seconds. */
  duration: number;
  /** Keep-alive sockets at most; more requests in flight wait for one (and that counts). */
  connections: number;
}

export interface PacedResult {
  p50: number;
  p99: number;
  max: number;
  /** Answered requests per second over the run. */
  achieved: number;
  non2xx: number;
}

function send(agent: http.Agent, options: PacedOptions): Promise<number> {
  return new Promise((resolve) => {
    const request = http.request(
      typeof options.url === 'string' ? options.url : options.url(),
      { method: options.method, headers: options.headers, agent },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', () => resolve(0));
    request.end(options.body);
  });
}

const percentile = (sorted: Float64Array, p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

export async function paced(options: PacedOptions): Promise<PacedResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: options.connections });
  const total = Math.round(options.rate * options.duration);
  const latencies = new Float64Array(total);
  const interval = 1000 / options.rate;
  const start = performance.now();
  let non2xx = 0;
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    pending.push(
      send(agent, options).then((status) => {
        latencies[i] = performance.now() - due;
        if (status < 200 || status >= 300) non2xx++;
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  agent.destroy();
  latencies.sort();
  return {
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    max: latencies[total - 1] ?? 0,
    achieved: total / elapsed,
    non2xx,
  };
}
