import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderIndexPage } from './index-page.ts';
import { startMailSink } from './mail-sink.ts';

let dir: string;
let sink: Awaited<ReturnType<typeof startMailSink>>;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'mail-sink-'));
  sink = await startMailSink({ dir, smtpPort: 0, httpPort: 0 });
}, 60_000);

afterAll(async () => {
  await sink?.close();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('preview mail sink', () => {
  it('writes each delivered message as an .eml file and lists it, readable with its ADF attachment', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.smtpPort, secure: false, ignoreTLS: true });
    await transport.sendMail({
      from: 'leads@dealer.example',
      to: 'sales@dealer.example',
      subject: 'New sales lead: Alex Citizen — 2021 Toyota Corolla',
      text: 'Name: Alex Citizen',
      attachments: [{ filename: 'lead_1.adf.xml', content: '<adf><prospect><id>lead_1</id></prospect></adf>', contentType: 'application/xml' }],
    });
    transport.close();
    const files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);

    const listing = await (await fetch(sink.url)).text();
    expect(listing).toContain('New sales lead: Alex Citizen — 2021 Toyota Corolla');
    expect(listing).toContain('sales@dealer.example');
    const message = await (await fetch(`${sink.url}${encodeURIComponent(files[0]!)}`)).text();
    expect(message).toContain('Name: Alex Citizen');
    expect(message).toContain('lead_1.adf.xml');
    expect(message).toContain('&#60;adf&#62;&#60;prospect&#62;');
    expect((await fetch(`${sink.url}..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('shows an alert email with its unsubscribe headers as sent', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.smtpPort, secure: false, ignoreTLS: true });
    await transport.sendMail({
      from: 'leads@dealer.example',
      to: 'shopper@example.com',
      subject: 'Price drop: 2024 Toyota RAV4 now $36,990 (was $38,990)',
      text: 'Unsubscribe from these alerts: http://127.0.0.1:8787/api/alerts/unsubscribe?token=1.2.x',
      headers: {
        'List-Unsubscribe': '<http://127.0.0.1:8787/api/alerts/unsubscribe?token=1.2.x>',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        'X-Forecourt-Alert-Batch': 'dealer:2026-11-21',
      },
    });
    transport.close();
    const file = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .find((name) => readFileSync(join(dir, name), 'utf8').includes('Price drop'));
    const message = await (await fetch(`${sink.url}${encodeURIComponent(file!)}`)).text();
    expect(message).toContain('<th>list-unsubscribe</th><td>&#60;http://127.0.0.1:8787/api/alerts/unsubscribe?token=1.2.x&#62;</td>');
    expect(message).toContain('<th>list-unsubscribe-post</th><td>List-Unsubscribe=One-Click</td>');
    expect(message).toContain('<th>x-forecourt-alert-batch</th><td>dealer:2026-11-21</td>');
  });

  it('is linked from the preview index page', () => {
    expect(renderIndexPage([], { mailUrl: 'http://localhost:8025/' })).toContain('<a href="http://localhost:8025/">delivered mail</a>');
    expect(renderIndexPage([])).not.toContain('delivered mail');
  });
});
