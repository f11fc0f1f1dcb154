import { describe, expect, it } from 'vitest';
import { bodyToSend } from './client-transport.ts';
import type { OutboxEntry } from './outbox-types.ts';

const entry = (overrides: Partial<OutboxEntry>): OutboxEntry => ({
  key: 'k',
  call: 'submitLead',
  body: { name: 'Alex', captcha_token: 'tok' },
  label: 'Enquiry',
  createdAt: 0,
  attempts: 0,
  nextAttemptAt: 0,
  leaseUntil: 0,
  state: 'pending',
  ...overrides,
});

describe('outbox resends of a lead with a captcha token', () => {
  it('sends the first attempt as typed', () => {
    expect(bodyToSend(entry({}))).toEqual({ name: 'Alex', captcha_token: 'tok' });
  });

  it('marks a resend, so an expired token keeps the lead (flagged) rather than losing it', () => {
    expect(bodyToSend(entry({ attempts: 2 }))).toEqual({ name: 'Alex', captcha_token: 'tok', captcha_resend: true });
  });

  it('leaves other calls and leads without a token alone', () => {
    expect(bodyToSend(entry({ attempts: 1, body: { name: 'Alex' } }))).toEqual({ name: 'Alex' });
    expect(bodyToSend(entry({ attempts: 1, call: 'lookupRego', body: { captcha_token: 'x' } }))).toEqual({ captcha_token: 'x' });
  });
});
