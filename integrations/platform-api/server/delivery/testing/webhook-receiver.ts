import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER, verifyWebhook, WEBHOOK_LEAD_ID_HEADER } from '../webhook-signature.ts';

/** A real HTTP receiver for webhook tests and the bench: verifies each call as a dealer's CRM would. */

export interface ReceivedWebhook {
  leadId: string | undefined;
  verified: boolean;
  body: Record<string, unknown>;
  raw: string;
}

export interface WebhookReceiver {
  url: string;
  port: number;
  received: ReceivedWebhook[];
  close(): Promise<void>;
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
      const one = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const verified = verifyWebhook(
        options.secret,
        { timestamp: one(TIMESTAMP_HEADER), signature: one(SIGNATURE_HEADER) },
        raw,
        Math.floor(Date.now() / 1000),
      );
      let body: Record<string, unknown> = {};
      try {
        body = JSON.parse(raw) as Record<string, unknown>;
      } catch {
        // Recorded as unverifiable below.
      }
      received.push({ leadId: one(WEBHOOK_LEAD_ID_HEADER), verified, body, raw });
      res.writeHead(verified ? 204 : 401).end();
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
