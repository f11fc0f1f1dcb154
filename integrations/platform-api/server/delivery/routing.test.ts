import { describe, expect, it } from 'vitest';
import { LeadDeliverySchema } from '../../../../src/config/lead-delivery.ts';
import { leadTypeOf } from './lead-type.ts';
import { deliveriesFor, type RoutableLead } from './routing.ts';

const settings = LeadDeliverySchema.parse({
  smtp: { host: 'smtp.example.com', from: 'leads@dealer.example' },
  webhooks: { crm: { url: 'https://crm.example/hook', secretEnv: 'CRM_SECRET' } },
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
  it('refuses a route naming an unknown webhook, emails without SMTP and secrets in place of variable names', () => {
    const unknownHook = LeadDeliverySchema.safeParse({ routes: [{ webhooks: ['crm'] }] });
    expect(unknownHook.error?.issues[0]?.message).toMatch(/no webhook named "crm"/);
    const noSmtp = LeadDeliverySchema.safeParse({ routes: [{ emails: ['a@b.example'] }] });
    expect(noSmtp.error?.issues[0]?.message).toMatch(/need leadDelivery.smtp/);
    const rawSecret = LeadDeliverySchema.safeParse({ webhooks: { crm: { url: 'https://crm.example', secretEnv: 's3cr3t-value!' } } });
    expect(rawSecret.error?.issues[0]?.message).toMatch(/NAME of an environment variable/);
    const emptyRoute = LeadDeliverySchema.safeParse({ routes: [{ leadTypes: ['sales'] }] });
    expect(emptyRoute.success).toBe(false);
  });
});
