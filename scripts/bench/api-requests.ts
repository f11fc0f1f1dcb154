/**
 * How bench:api's shoppers reach the API: a round-robin load balancer over the instances that are
 * up (as a health-checking balancer would), one HTTP exchange timed per request, and the retry
 * discipline of the browser outbox for calls with an Idempotency-Key — the same key again, on
 * whichever instance the balancer gives next, after network failures, 5xx, 429 and 409
 * request_in_progress. Faults are injected here, on the client's side of the wire: an
 * acknowledgement lost after the API stored the request (the reply is thrown away and the request
 * sent again), and the same request sent to two instances at once (a retry overtaking the original).
 */
import type { ApiInstance } from './api-instances.ts';
import { sleep } from './fault-injection.ts';

export interface Reply {
  status: number;
  json: Record<string, unknown>;
  headers: Headers;
}

export interface Recorder {
  /** The phase exchanges are counted in now. */
  phase: string;
  latencies: Map<string, number[]>;
  serverErrors: number;
  networkFailures: number;
  ackLost: number;
  doubleSends: number;
}

export function createRecorder(): Recorder {
  return { phase: 'warm-up', latencies: new Map(), serverErrors: 0, networkFailures: 0, ackLost: 0, doubleSends: 0 };
}

export interface Faults {
  /** Share of keyed sends whose reply is thrown away (the shopper never learns it was stored). */
  ackLost: number;
  /** Share of keyed sends that go to two instances at once. */
  doubleSend: number;
}

export interface Client {
  /** One exchange with the next instance that is up; null when the connection failed (or none is up). */
  send(method: 'GET' | 'POST', path: string, options: { body?: unknown; ip: string; key?: string; cookie?: string }): Promise<Reply | null>;
  /**
   * A keyed POST sent until it has a definite answer (2xx, or a 4xx other than 429 and
   * request_in_progress), or `until` passes (then null). `retry429` false: a 429 is the answer.
   */
  reliably(
    path: string,
    body: unknown,
    options: { ip: string; key: string; until: () => number; retry429?: boolean; afterFirstTry?: () => void },
  ): Promise<Reply | null>;
}

const REQUEST_TIMEOUT_MS = 10_000;

export function createClient(instances: readonly ApiInstance[], recorder: Recorder, faults: Faults, random: () => number): Client {
  let turn = 0;
  function next(): ApiInstance | null {
    for (let tried = 0; tried < instances.length; tried += 1) {
      const instance = instances[turn++ % instances.length]!;
      if (instance.up) return instance;
    }
    return null;
  }

  const send: Client['send'] = async (method, path, { body, ip, key, cookie }) => {
    const instance = next();
    if (!instance) {
      recorder.networkFailures += 1;
      return null;
    }
    const headers: Record<string, string> = { 'X-Forwarded-For': ip };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (key) headers['Idempotency-Key'] = key;
    if (cookie) headers.Cookie = cookie;
    const started = performance.now();
    try {
      const response = await fetch(`${instance.url}${path}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      const latencies = recorder.latencies.get(recorder.phase) ?? [];
      latencies.push(performance.now() - started);
      recorder.latencies.set(recorder.phase, latencies);
      if (response.status >= 500) recorder.serverErrors += 1;
      let json: Record<string, unknown> = {};
      try {
        json = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // Not JSON: the status is what counts.
      }
      return { status: response.status, json, headers: response.headers };
    } catch {
      // Refused, reset (the instance was killed) or timed out.
      recorder.networkFailures += 1;
      return null;
    }
  };

  const retryable = (reply: Reply | null, retry429: boolean) =>
    reply === null || reply.status >= 500 || (reply.status === 429 && retry429) || (reply.status === 409 && reply.json.error === 'request_in_progress');

  const reliably: Client['reliably'] = async (path, body, { ip, key, until, retry429 = true, afterFirstTry }) => {
    for (let attempt = 0; ; attempt += 1) {
      let replies: Array<Reply | null>;
      if (random() < faults.doubleSend) {
        recorder.doubleSends += 1;
        replies = await Promise.all([send('POST', path, { body, ip, key }), send('POST', path, { body, ip, key })]);
      } else {
        replies = [await send('POST', path, { body, ip, key })];
      }
      if (attempt === 0) afterFirstTry?.();
      const answer = replies.find((reply) => reply !== null && reply.status < 300) ?? replies.find((reply) => !retryable(reply, retry429));
      if (answer && random() < faults.ackLost) {
        recorder.ackLost += 1;
      } else if (answer) {
        return answer;
      }
      if (performance.now() > until()) return null;
      // The outbox's backoff: 50 ms doubling to 2 s, with jitter.
      await sleep(Math.min(2_000, 50 * 2 ** Math.min(attempt, 6)) * (0.5 + random()));
    }
  };

  return { send, reliably };
}
