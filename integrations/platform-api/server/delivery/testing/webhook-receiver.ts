import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

/**
 * A real HTTP receiver for webhook tests and the bench. It verifies each call as a dealer's CRM
 * would, with the Standard Webhooks reference library (`standardwebhooks` on npm): 204 when the
 * signature and timestamp hold, 401 with the library's reason otherwise.
 */

export interface ReceivedWebhook {
  /** The lead the event is about (`lead_id` in the body). */
  leadId: string | undefined;
  /** `webhook-id`: the event. */
  messageId: string | undefined;
  verified: boolean;
  /** Why the library refused it, when it did. */
  refusal: string | null;
  headers: Record<string, string>;
  body: Record<string, unknown>;
  raw: string;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  close(): Promise<void>;
}

/** The library's verdict on one request: null when it verifies, else its reason. */
export function standardWebhookRefusal(secret: string, raw: string, headers: Record<string, string>): string | null {
  try {
    new Webhook(secret).verify(raw, headers);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

export async function startWebhookReceiver(options: { secret: string; port?: number; refuse?: () => boolean }): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (options.refuse?.()) {
        res.writeHead(503).end('busy');
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      const headers = Object.fromEntries(Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : (value ?? '')]));
      const refusal = standardWebhookRefusal(options.secret, raw, headers);
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        // Left empty: the refusal says the call was not verifiable.
      }
      const leadId = typeof body.lead_id === 'string' ? body.lead_id : undefined;
      received.push({ leadId, messageId: headers['webhook-id'], verified: refusal === null, refusal, headers, body, raw });
      res.writeHead(refusal === null ? 204 : 401).end(refusal ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    port,
    received,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
