import { readFileSync } from 'node:fs';
import { getCACertificates, setDefaultCACertificates } from 'node:tls';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpSettingsSchema } from '../../../../src/config/lead-delivery.ts';
import { createSenders } from '../delivery/senders.ts';
import { outboundPolicy } from './outbound-guard.ts';
import { smtpConnection } from './smtp-connection.ts';
import { startSmtpSink, type SmtpLogin, type SmtpSink } from '../delivery/testing/smtp-sink.ts';

/**
 * SMTP through the outbound guard, against real SMTP servers: a password goes only over TLS (with a
 * certificate checked against the host's name), a private host is refused unless the operator allows
 * it, and the operator's relay gets every message but never a password.
 */

const TLS_DIR = new URL('../../../../tests/fixtures/tls/', import.meta.url);
const cert = readFileSync(new URL('localhost-cert.pem', TLS_DIR));
const key = readFileSync(new URL('localhost-key.pem', TLS_DIR));

const plainLogins: SmtpLogin[] = [];
const tlsLogins: SmtpLogin[] = [];
let plain: SmtpSink;
let withTls: SmtpSink;
let delivered = 0;
const message = { to: 'sales@dealer.example', subject: 'Lead', text: 'hello' };
const smtp = (host: string, port: number, user: string | null = 'leads') => SmtpSettingsSchema.parse({ host, port, user, from: 'leads@dealer.example' });

beforeAll(async () => {
  // This worker trusts the test certificate (CN localhost), as a server trusts its mail host's CA.
  setDefaultCACertificates([...getCACertificates('default'), cert.toString('utf8')]);
  plain = await startSmtpSink({ logins: plainLogins, onMessage: () => void (delivered += 1) });
  withTls = await startSmtpSink({ logins: tlsLogins, tls: { key, cert }, onMessage: () => void (delivered += 1) });
}, 60_000);
afterAll(async () => {
  await plain?.close();
  await withTls?.close();
}, 60_000);

describe('SMTP on a dealer’s behalf', () => {
  it('refuses a loopback or private mail host unless the operator allows private networks', async () => {
    const senders = createSenders();
    for (const host of ['127.0.0.1', 'localhost', '0x7f.1', '::ffff:127.0.0.1', '0.0.0.0']) {
      await expect(senders.sendMail(smtp(host, plain.port), 'victim-password', 'Dealer', message), host).rejects.toThrow(/loopback, private or reserved/);
    }
    senders.close();
    expect(plainLogins).toEqual([]);
  });

  it('never logs in without TLS: a server without STARTTLS gets no password', async () => {
    const senders = createSenders({ allowPrivateNetworks: true });
    await expect(senders.sendMail(smtp('localhost', plain.port), 'victim-password', 'Dealer', message)).rejects.toThrow(/STARTTLS/);
    senders.close();
    expect(plainLogins).toEqual([]);
  });

  it('logs in over STARTTLS, the certificate checked against the host name (not the address it connects to)', async () => {
    const senders = createSenders({ allowPrivateNetworks: true });
    const before = delivered;
    await senders.sendMail(smtp('localhost', withTls.port), 'the-password', 'Dealer', message);
    expect(delivered).toBe(before + 1);
    expect(tlsLogins).toEqual([{ user: 'leads', password: 'the-password', secure: true }]);
    senders.close();
    // nodemailer connects to the checked address and verifies the certificate for the name.
    const options = await smtpConnection(smtp('localhost', 587), 'p', outboundPolicy({ allowPrivateNetworks: true }));
    expect(options).toMatchObject({ host: '127.0.0.1', servername: 'localhost', tls: { servername: 'localhost' }, requireTLS: true });
  });

  it('logs in without TLS only on a host the operator allows so', async () => {
    const senders = createSenders({ allowPrivateNetworks: true, plainSmtpAuthHosts: ['localhost'] });
    await senders.sendMail(smtp('localhost', plain.port), 'plain-ok', 'Dealer', message);
    senders.close();
    expect(plainLogins).toEqual([{ user: 'leads', password: 'plain-ok', secure: false }]);
  });

  it("sends every dealer's mail to the operator's relay, whatever host the folder names, and no password", async () => {
    plainLogins.length = 0;
    const senders = createSenders({ mailRelay: { host: '127.0.0.1', port: plain.port } });
    const before = delivered;
    await senders.sendMail(smtp('smtp.dealer.example', 587), 'dealer-password', 'Dealer', message);
    senders.close();
    expect(delivered).toBe(before + 1);
    expect(plainLogins).toEqual([]);
  });
});
