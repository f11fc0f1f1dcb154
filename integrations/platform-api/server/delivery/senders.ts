import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { SmtpSettings } from '../../../../src/config/lead-delivery.ts';
import { postJson } from './webhook-post.ts';
import { webhookHeaders } from './webhook-signature.ts';

/**
 * The two ways out: SMTP through nodemailer and HTTPS POSTs signed as Standard Webhooks. Each throws on anything but a
 * clear acceptance (SMTP 250 / HTTP 2xx), so the worker retries; timeouts stay well under the lease.
 */

export interface Senders {
  sendMail(smtp: SmtpSettings, password: string | null, fromName: string, message: SendMailOptions): Promise<void>;
  /** `messageId` names the event (Standard Webhooks' webhook-id): the same on every attempt of it. */
  postWebhook(url: string, secret: string, messageId: string, body: string, timestampS: number): Promise<void>;
  close(): void;
}

export const SEND_TIMEOUT_MS = 15_000;

/** `allowPrivateNetworks`: let webhooks reach loopback/private addresses (tests, a CRM on your own network). */
export function createSenders({ allowPrivateNetworks = false } = {}): Senders {
  // One transport per distinct SMTP setting: a dealer's settings or password change makes a new one.
  const transports = new Map<string, Transporter>();

  function transportFor(smtp: SmtpSettings, password: string | null): Transporter {
    const key = JSON.stringify([smtp.host, smtp.port, smtp.secure, smtp.user, password]);
    let transport = transports.get(key);
    if (!transport) {
      transport = nodemailer.createTransport({
        host: smtp.host,
        port: smtp.port,
        secure: smtp.secure,
        ...(smtp.user ? { auth: { user: smtp.user, pass: password ?? '' } } : {}),
        connectionTimeout: SEND_TIMEOUT_MS,
        greetingTimeout: SEND_TIMEOUT_MS,
        socketTimeout: SEND_TIMEOUT_MS,
      });
      transports.set(key, transport);
    }
    return transport;
  }

  return {
    async sendMail(smtp, password, fromName, message) {
      await transportFor(smtp, password).sendMail({ ...message, from: { name: smtp.fromName ?? fromName, address: smtp.from } });
    },
    async postWebhook(url, secret, messageId, body, timestampS) {
      const headers = {
        'content-type': 'application/json',
        'user-agent': 'Forecourt-Lead-Delivery/2',
        ...webhookHeaders(secret, messageId, timestampS, body),
      };
      const status = await postJson(url, headers, body, { timeoutMs: SEND_TIMEOUT_MS, allowPrivateNetworks });
      if (status < 200 || status > 299) throw new Error(`webhook answered HTTP ${status}`);
    },
    close() {
      for (const transport of transports.values()) transport.close();
      transports.clear();
    },
  };
}
