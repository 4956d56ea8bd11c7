// Measuring the app with autocannon (its load generator in a worker thread, so it does not compete with the
// app for the event loop). No type declarations ship with it, so the part used is typed here.
import { createRequire } from 'node:module';

interface AutocannonOptions {
  url: string;
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  connections: number;
  amount: number;
  timeout: number;
  workers?: number;
  sampleInt?: number;
}
interface AutocannonResult {
  requests: { total: number };
  latency: { p50: number; p95?: number; p97_5: number; p99: number };
  duration: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (opts: AutocannonOptions) => Promise<AutocannonResult>;
const requireCjs = createRequire(import.meta.url);
const autocannon = requireCjs('autocannon') as Autocannon;
// autocannon reports the percentiles of this list (p90, p97.5, …); p95 is the one docs/scale.md §5 sets.
const reported = requireCjs('hdr-histogram-percentiles-obj') as { percentiles: number[] };
if (!reported.percentiles.includes(95)) reported.percentiles.push(95);

export interface Endpoint {
  label: string;
  method: 'GET' | 'POST';
  url: string;
  body?: unknown;
}

export interface Measured {
  label: string;
  connections: number;
  rps: number;
  p50: number;
  p95: number;
  requests: number;
  seconds: number;
  failed: number;
  bytes: number;
  statusCodes: string;
}

const MAX_REQUESTS = 20_000;

export async function measure(
  baseUrl: string,
  token: string,
  endpoint: Endpoint,
  connections: number,
  seconds: number,
): Promise<Measured> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  const body = endpoint.body === undefined ? undefined : JSON.stringify(endpoint.body);
  if (body !== undefined) headers['content-type'] = 'application/json';
  // One request first: it must succeed, and its body is the response size reported.
  const probe = await fetch(baseUrl + endpoint.url, { method: endpoint.method, headers, body });
  const bytes = (await probe.arrayBuffer()).byteLength;
  if (!probe.ok) throw new Error(`${endpoint.method} ${endpoint.url} → ${probe.status} before the run`);

  const run = (amount: number) =>
    autocannon({
      url: baseUrl + endpoint.url,
      method: endpoint.method,
      headers,
      body,
      connections,
      amount,
      timeout: 120,
      workers: 1,
      sampleInt: 50,
    });
  // A run of a fixed duration drops the requests still in flight at its end (the app goes on answering them
  // while the next endpoint is measured), so every run is a number of requests that all complete, sized from
  // a short run to take about `seconds`.
  const sized = (r: AutocannonResult, target: number) => {
    const rate = r.requests.total / Math.max(r.duration, 0.01);
    const n = Math.round((rate * target) / connections) * connections;
    return Math.min(MAX_REQUESTS, Math.max(connections * 2, n));
  };
  const first = await run(connections);
  const warm = await run(sized(first, 0.5));
  const result = await run(sized(warm, seconds));
  const all = [first, warm, result];
  return {
    label: endpoint.label,
    connections,
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p95: result.latency.p95 ?? result.latency.p97_5,
    requests: result.requests.total,
    seconds: result.duration,
    failed: all.reduce((n, r) => n + r.non2xx + r.errors + r.timeouts, 0),
    bytes,
    statusCodes: countStatusCodes(all),
  };
}

/** '200×1230 409×2' over the runs. */
function countStatusCodes(runs: AutocannonResult[]): string {
  const counts = new Map<string, number>();
  for (const r of runs) {
    for (const [code, s] of Object.entries(r.statusCodeStats))
      counts.set(code, (counts.get(code) ?? 0) + s.count);
  }
  return [...counts].map(([code, n]) => `${code}×${n}`).join(' ');
}
