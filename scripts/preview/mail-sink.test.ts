import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
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

  it('is linked from the preview index page', () => {
    expect(renderIndexPage([], { mailUrl: 'http://localhost:8025/' })).toContain('<a href="http://localhost:8025/">delivered mail</a>');
    expect(renderIndexPage([])).not.toContain('delivered mail');
  });
});
