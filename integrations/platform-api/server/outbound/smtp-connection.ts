import { isIP } from 'node:net';
import type SMTPTransport from 'nodemailer/lib/smtp-transport';
import type { SmtpSettings } from '../../../../src/config/lead-delivery.ts';
import { checkedAddresses, type OutboundPolicy } from './outbound-guard.ts';

/**
 * Where a dealer's email is handed over, and how. The dealer's SMTP host is resolved through the
 * outbound guard and nodemailer connects to the checked address (the certificate is still verified
 * against the host's name); a login is sent only over TLS — TLS from the first byte, or STARTTLS
 * that the server must offer — unless the operator allows that one host without it. The operator's
 * mail relay (npm start's mail catcher) replaces every dealer's server, and never gets a password.
 */

export const SMTP_TIMEOUT_MS = 15_000;

const timeouts = { connectionTimeout: SMTP_TIMEOUT_MS, greetingTimeout: SMTP_TIMEOUT_MS, socketTimeout: SMTP_TIMEOUT_MS };

export async function smtpConnection(smtp: SmtpSettings, password: string | null, policy: OutboundPolicy): Promise<SMTPTransport.Options> {
  if (policy.mailRelay) return { host: policy.mailRelay.host, port: policy.mailRelay.port, secure: false, ...timeouts };
  const addresses = await checkedAddresses(smtp.host, 'SMTP', policy);
  // IPv4 first, as nodemailer orders a name's addresses itself.
  const address = addresses.find((entry) => entry.family === 4) ?? addresses[0];
  const name = isIP(smtp.host.replace(/^\[|\]$/g, '')) ? undefined : smtp.host;
  const plainLoginAllowed = policy.plainSmtpAuthHosts.includes(smtp.host.toLowerCase());
  return {
    host: address!.address,
    port: smtp.port,
    secure: smtp.secure,
    ...(name ? { servername: name, tls: { servername: name } } : {}),
    ...(smtp.user ? { auth: { user: smtp.user, pass: password ?? '' }, requireTLS: !smtp.secure && !plainLoginAllowed } : {}),
    ...timeouts,
  };
}
