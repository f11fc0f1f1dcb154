import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server that speaks Cloudflare Turnstile's siteverify (form-encoded request, JSON reply),
 * for tests: no internet here. Tokens starting 'pass' succeed once (a second use is
 * 'timeout-or-duplicate', as with Cloudflare), 'expired…' fail as expired, anything else is invalid;
 * a wrong secret is 'invalid-input-secret'. `down` answers 500.
 */

export interface FakeSiteverify {
  url: string;
  /** Requests received, as their form fields. */
  requests: Array<Record<string, string>>;
  down: boolean;
  close(): Promise<void>;
}

export async function startFakeSiteverify(secret: string): Promise<FakeSiteverify> {
  const used = new Set<string>();
  const state = { down: false };
  const requests: Array<Record<string, string>> = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(body));
      requests.push(form);
      if (state.down) {
        response.writeHead(500).end('down');
        return;
      }
      const token = form.response ?? '';
      // A retried request with the same idempotency key may re-check a token it already checked.
      const useKey = `${token}|${form.idempotency_key ?? Math.random()}`;
      let codes: string[] = [];
      if (form.secret !== secret) codes = ['invalid-input-secret'];
      else if (!token) codes = ['missing-input-response'];
      else if (token.startsWith('expired')) codes = ['timeout-or-duplicate'];
      else if (!token.startsWith('pass')) codes = ['invalid-input-response'];
      else if ([...used].some((key) => key.startsWith(`${token}|`) && key !== useKey)) codes = ['timeout-or-duplicate'];
      if (codes.length === 0) used.add(useKey);
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify(
          codes.length === 0
            ? { success: true, 'error-codes': [], challenge_ts: new Date().toISOString(), hostname: 'localhost' }
            : { success: false, 'error-codes': codes },
        ),
      );
    });
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    requests,
    get down() {
      return state.down;
    },
    set down(value: boolean) {
      state.down = value;
    },
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}
