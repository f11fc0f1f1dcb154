import { simpleParser, type ParsedMail } from 'mailparser';
import { startSmtpSink, type SmtpSink } from './smtp-sink.ts';

/** A test's SMTP server that keeps every message parsed, with a switch to refuse (451) for a while. */

export interface ReceivedMail {
  envelopeTo: string[];
  mail: ParsedMail;
  leadId: string | undefined;
}

export interface MailBox extends SmtpSink {
  received: ReceivedMail[];
  refuse: { next: number; always: boolean };
  to(address: string): ReceivedMail[];
}

export async function startMailBox(port?: number): Promise<MailBox> {
  const received: ReceivedMail[] = [];
  const refuse = { next: 0, always: false };
  const sink = await startSmtpSink({
    ...(port ? { port } : {}),
    refuse: () => {
      if (refuse.always) return true;
      if (refuse.next > 0) {
        refuse.next -= 1;
        return true;
      }
      return false;
    },
    async onMessage(raw, envelope) {
      const mail = await simpleParser(raw);
      const header = mail.headers.get('x-forecourt-lead-id');
      received.push({ envelopeTo: envelope.to, mail, leadId: typeof header === 'string' ? header : undefined });
    },
  });
  return { ...sink, received, refuse, to: (address) => received.filter((item) => item.envelopeTo.includes(address)) };
}

export async function waitFor<T>(probe: () => T | undefined | false | Promise<T | undefined | false>, timeoutMs = 15_000, what = 'condition'): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
