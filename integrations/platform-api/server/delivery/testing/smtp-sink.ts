import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 that hands every accepted message to `onMessage` — used by the
 * tests, the delivery bench and `npm start` (which writes them as .eml files). `refuse()` decides per
 * message whether to answer 451 (try again later) instead, to exercise retries. With `logins`, it
 * takes any AUTH (over TLS or not, as a hostile server would) and records what it was sent; with
 * `tls`, it offers STARTTLS with that certificate.
 */

export interface SmtpLogin {
  user: string;
  password: string;
  /** Whether the login came over TLS. */
  secure: boolean;
}

export interface SmtpSink {
  port: number;
  close(): Promise<void>;
}

export interface SmtpSinkOptions {
  port?: number;
  onMessage(raw: Buffer, envelope: { from: string; to: string[] }): void | Promise<void>;
  refuse?: () => boolean;
  /** Record every login here (and accept it). */
  logins?: SmtpLogin[];
  tls?: { key: string | Buffer; cert: string | Buffer };
}

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode });
}

export async function startSmtpSink(options: SmtpSinkOptions): Promise<SmtpSink> {
  const logins = options.logins;
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no certificate to trust, nothing leaves the machine (unless a test gives one).
    disabledCommands: options.tls ? [] : ['STARTTLS'],
    ...(options.tls ? { key: options.tls.key, cert: options.tls.cert } : {}),
    ...(logins
      ? {
          allowInsecureAuth: true,
          authMethods: ['PLAIN', 'LOGIN'],
          onAuth(auth, session, callback) {
            logins.push({ user: auth.username ?? '', password: auth.password ?? '', secure: session.secure });
            callback(null, { user: auth.username ?? '' });
          },
        }
      : {}),
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (options.refuse?.()) {
          callback(smtpError('Mailbox busy, try again later', 451));
          return;
        }
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
        };
        Promise.resolve(options.onMessage(Buffer.concat(chunks), envelope)).then(
          () => callback(),
          (error: unknown) => callback(smtpError(error instanceof Error ? error.message : String(error), 451)),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => undefined);
  const { port } = server.server.address() as AddressInfo;
  return { port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
