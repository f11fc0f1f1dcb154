import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { SmtpSettings } from '../../../../src/config/lead-delivery.ts';
import { outboundPolicy, type OutboundPolicy } from '../outbound/outbound-guard.ts';
import { smtpConnection } from '../outbound/smtp-connection.ts';
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

/** Every connection goes through the operator's outbound policy (../outbound/): private addresses refused unless allowed. */
export function createSenders(policy: Partial<OutboundPolicy> = {}): Senders {
  const outbound = outboundPolicy(policy);
  const { allowPrivateNetworks } = outbound;
  // One transport per distinct connection (checked address, settings, password): a change makes a new one.
  const transports = new Map<string, Transporter>();

  async function transportFor(smtp: SmtpSettings, password: string | null): Promise<Transporter> {
    const options = await smtpConnection(smtp, password, outbound);
    const key = JSON.stringify(options);
    let transport = transports.get(key);
    if (!transport) {
      transport = nodemailer.createTransport(options);
      transports.set(key, transport);
    }
    return transport;
  }

  return {
    async sendMail(smtp, password, fromName, message) {
      const transport = await transportFor(smtp, password);
      await transport.sendMail({ ...message, from: { name: smtp.fromName ?? fromName, address: smtp.from } });
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
