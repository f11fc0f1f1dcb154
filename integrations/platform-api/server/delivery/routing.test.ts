import { describe, expect, it } from 'vitest';
import { LeadDeliverySchema } from '../../../../src/config/lead-delivery.ts';
import { leadTypeOf } from './lead-type.ts';
import { deliveriesFor, type RoutableLead } from './routing.ts';

const settings = LeadDeliverySchema.parse({
  smtp: { host: 'smtp.example.com', from: 'leads@dealer.example' },
  webhooks: { crm: { url: 'https://crm.example/hook' } },
  routes: [
    { leadTypes: ['sales', 'trade-in'], emails: ['Sales@dealer.example'], webhooks: ['crm'] },
    { leadTypes: ['finance'], emails: ['finance@dealer.example', 'sales@dealer.example'] },
    { leadTypes: ['service'], locations: [7], emails: ['service.north@dealer.example'] },
    { leadTypes: ['service'], locations: [8], emails: ['service.south@dealer.example'] },
    { dealerships: ['used-centre'], emails: ['used@dealer.example'] },
  ],
});

const lead = (overrides: Partial<RoutableLead>): RoutableLead => ({
  leadType: 'sales',
  locationId: null,
  dealershipSlug: null,
  shopperEmail: null,
  suspectedSpam: false,
  ...overrides,
});

describe('leadTypeOf', () => {
  it('takes the department from the form, then from the chosen category', () => {
    expect(leadTypeOf('book-a-service', 'General Enquiry')).toBe('service');
    expect(leadTypeOf('apply-for-finance', 'General Enquiry')).toBe('finance');
    expect(leadTypeOf('sell-your-car', 'General Enquiry')).toBe('trade-in');
    expect(leadTypeOf('general-enquiry', 'Parts Enquiry')).toBe('parts');
    expect(leadTypeOf('contact', 'Service Enquiry')).toBe('service');
    expect(leadTypeOf('test-drive', 'Test Drive')).toBe('sales');
    expect(leadTypeOf('reservation', 'Reserve Online')).toBe('reservation');
  });

  it('gives a careers enquiry its own type, however it travels', () => {
    expect(leadTypeOf('general-enquiry', 'General Enquiry', 'Career Enquiry')).toBe('careers');
    expect(leadTypeOf('contact', 'Careers Enquiry')).toBe('careers');
    expect(leadTypeOf('general-enquiry', 'General Enquiry')).toBe('sales');
  });
});

describe('deliveriesFor', () => {
  it('routes by lead type and merges recipients of every matching route', () => {
    expect(deliveriesFor(settings, lead({ leadType: 'sales' }), null)).toEqual([
      { channel: 'email', target: 'sales@dealer.example' },
      { channel: 'webhook', target: 'crm' },
    ]);
    expect(deliveriesFor(settings, lead({ leadType: 'finance' }), null).map((t) => t.target)).toEqual(['finance@dealer.example', 'sales@dealer.example']);
  });

  it('routes service leads to the team of the chosen location', () => {
    expect(deliveriesFor(settings, lead({ leadType: 'service', locationId: 8 }), null)).toEqual([{ channel: 'email', target: 'service.south@dealer.example' }]);
    expect(deliveriesFor(settings, lead({ leadType: 'service', locationId: 7 }), null)).toEqual([{ channel: 'email', target: 'service.north@dealer.example' }]);
  });

  it('routes by dealership and adds to the type routes', () => {
    const targets = deliveriesFor(settings, lead({ leadType: 'sales', dealershipSlug: 'used-centre' }), null).map((t) => t.target);
    expect(targets).toEqual(['sales@dealer.example', 'used@dealer.example', 'crm']);
  });

  it('sends a lead no route takes to the dealer email, never nowhere', () => {
    expect(deliveriesFor(settings, lead({ leadType: 'parts' }), 'info@dealer.example')).toEqual([{ channel: 'email', target: 'info@dealer.example' }]);
    expect(deliveriesFor(settings, lead({ leadType: 'service', locationId: 99 }), 'info@dealer.example')).toEqual([
      { channel: 'email', target: 'info@dealer.example' },
    ]);
    // A careers enquiry is not a sales lead: without a careers route it goes to the dealer email, not to sales.
    expect(deliveriesFor(settings, lead({ leadType: 'careers' }), 'info@dealer.example')).toEqual([{ channel: 'email', target: 'info@dealer.example' }]);
  });

  it('confirms to the shopper when they gave an email, and pushes nothing for suspected spam', () => {
    expect(deliveriesFor(settings, lead({ leadType: 'parts', shopperEmail: 'Jo@Example.com' }), null)).toEqual([
      { channel: 'confirmation', target: 'jo@example.com' },
    ]);
    expect(deliveriesFor({ ...settings, shopperConfirmation: false }, lead({ leadType: 'parts', shopperEmail: 'jo@example.com' }), null)).toEqual([]);
    expect(deliveriesFor(settings, lead({ leadType: 'sales', shopperEmail: 'jo@example.com', suspectedSpam: true }), 'info@dealer.example')).toEqual([]);
  });
});

describe('LeadDeliverySchema', () => {
  it('refuses a route naming an unknown webhook, emails without SMTP, any key naming a secret, and two webhooks sharing a secret name', () => {
    const unknownHook = LeadDeliverySchema.safeParse({ routes: [{ webhooks: ['crm'] }] });
    expect(unknownHook.error?.issues[0]?.message).toMatch(/no webhook named "crm"/);
    const noSmtp = LeadDeliverySchema.safeParse({ routes: [{ emails: ['a@b.example'] }] });
    expect(noSmtp.error?.issues[0]?.message).toMatch(/need leadDelivery.smtp/);
    // The old keys named the server's variables: a dealer could name another dealer's. Each is refused with the new way.
    for (const [settings, path, place] of [
      [
        { webhooks: { crm: { url: 'https://crm.example', secretEnv: 'OTHER_DEALER_SECRET' } } },
        'webhooks.crm.secretEnv',
        'FORECOURT_<website id>_WEBHOOK_<NAME>_SECRET',
      ],
      [
        { smtp: { host: 'smtp.example', from: 'a@b.example', user: 'u', passwordEnv: 'PAYMENT_SECRET' } },
        'smtp.passwordEnv',
        'FORECOURT_<website id>_SMTP_PASSWORD',
      ],
      [{ inboxApiKeyEnv: 'OTHER_INBOX_KEY' }, 'inboxApiKeyEnv', 'FORECOURT_<website id>_INBOX_KEY'],
    ] as const) {
      const issue = LeadDeliverySchema.safeParse(settings).error?.issues[0];
      expect(issue?.path.join('.')).toBe(path);
      expect(issue?.message).toContain(place);
      expect(issue?.message).toContain('never names a secret');
    }
    const twins = LeadDeliverySchema.safeParse({ webhooks: { 'crm-main': { url: 'https://a.example' }, crm_main: { url: 'https://b.example' } } });
    expect(twins.error?.issues[0]?.message).toMatch(/"crm_main" and "crm-main" would share one secret name/);
    const emptyRoute = LeadDeliverySchema.safeParse({ routes: [{ leadTypes: ['sales'] }] });
    expect(emptyRoute.success).toBe(false);
  });
});
