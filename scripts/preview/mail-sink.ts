/**
 * The preview's mail catcher: an SMTP server on 127.0.0.1:2525 (where the demo dealers' lead
 * routing points) that writes each message to .data/mail/<time>-<n>.eml, and a small page listing
 * them (newest first) with each message readable in the browser: headers, text, attachments (the
 * ADF/XML shown inline). Nothing is sent anywhere else.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { startSmtpSink } from '../../integrations/platform-api/server/delivery/testing/smtp-sink.ts';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const PAGE_STYLE =
  'body{font-family:system-ui,sans-serif;max-width:960px;margin:32px auto;padding:0 16px;line-height:1.5}td,th{padding:4px 8px;text-align:left;vertical-align:top}pre{white-space:pre-wrap;background:#f4f4f4;padding:12px}';
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escape(title)}</title><style>${PAGE_STYLE}</style></head><body>${body}</body></html>`;

export async function startMailSink(options: {
  dir: string;
  smtpPort: number;
  httpPort: number;
}): Promise<{ url: string; smtpPort: number; close: () => Promise<void> }> {
  mkdirSync(options.dir, { recursive: true });
  let counter = 0;
  const smtp = await startSmtpSink({
    port: options.smtpPort,
    onMessage(raw) {
      counter += 1;
      writeFileSync(join(options.dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${counter}.eml`), raw);
    },
  });

  const http = createServer((req, res) => {
    void (async () => {
      const name = decodeURIComponent(new URL(req.url ?? '/', 'http://mail.invalid').pathname.slice(1));
      const files = readdirSync(options.dir)
        .filter((file) => file.endsWith('.eml'))
        .sort()
        .reverse();
      if (name === '') {
        const rows = await Promise.all(
          files.slice(0, 200).map(async (file) => {
            const mail = await simpleParser(readFileSync(join(options.dir, file)));
            const to = Array.isArray(mail.to) ? mail.to.map((a) => a.text).join(', ') : (mail.to?.text ?? '');
            return `<tr><td>${escape(mail.date?.toLocaleString('en-AU') ?? '')}</td><td>${escape(to)}</td><td><a href="/${encodeURIComponent(file)}">${escape(mail.subject ?? '(no subject)')}</a></td></tr>`;
          }),
        );
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(
          page(
            'Delivered mail',
            `<h1>Delivered mail</h1><p>${files.length} message(s) caught by the local SMTP sink (127.0.0.1:${smtp.port}), stored in <code>${escape(options.dir)}</code>.</p><table><tr><th>Received</th><th>To</th><th>Subject</th></tr>${rows.join('')}</table>`,
          ),
        );
        return;
      }
      if (!files.includes(name)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('No such message');
        return;
      }
      const raw = readFileSync(join(options.dir, name));
      if (req.url?.endsWith('?raw')) {
        res.writeHead(200, { 'Content-Type': 'text/plain; charset=utf-8' }).end(raw);
        return;
      }
      const mail = await simpleParser(raw);
      const headers = ['from', 'to', 'subject', 'date', 'message-id', 'x-forecourt-lead-id']
        .map((key) => [key, mail.headers.get(key)] as const)
        .filter(([, value]) => value !== undefined)
        .map(
          ([key, value]) =>
            `<tr><th>${escape(key)}</th><td>${escape(typeof value === 'object' && value && 'text' in value ? String(value.text) : String(value))}</td></tr>`,
        )
        .join('');
      // Alert emails: their batch and unsubscribe headers as sent (mailparser turns List-Unsubscribe into an object).
      const alertHeaders = ['x-forecourt-alert-batch', 'list-unsubscribe', 'list-unsubscribe-post']
        .map((key) => [key, mail.headerLines.find((line) => line.key === key)?.line] as const)
        .filter((entry): entry is readonly [string, string] => entry[1] !== undefined)
        .map(([key, line]) => `<tr><th>${escape(key)}</th><td>${escape(line.slice(line.indexOf(':') + 1).trim())}</td></tr>`)
        .join('');
      const attachments = mail.attachments
        .map((file) => `<h2>${escape(file.filename ?? file.contentType)}</h2><pre>${escape(file.content.toString('utf8'))}</pre>`)
        .join('');
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      res.end(
        page(
          mail.subject ?? 'Message',
          `<p><a href="/">← all mail</a> · <a href="/${encodeURIComponent(name)}?raw">raw .eml</a></p><table>${headers}${alertHeaders}</table><pre>${escape(mail.text ?? '')}</pre>${attachments}`,
        ),
      );
    })().catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end(error instanceof Error ? error.message : String(error));
    });
  });
  await new Promise<void>((resolve) => http.listen(options.httpPort, '127.0.0.1', () => resolve()));
  const { port } = http.address() as AddressInfo;
  return {
    url: `http://localhost:${port}/`,
    smtpPort: smtp.port,
    close: async () => {
      await smtp.close();
      await new Promise((resolve) => http.close(resolve));
    },
  };
}
