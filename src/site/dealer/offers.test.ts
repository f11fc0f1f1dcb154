import { describe, expect, it } from 'vitest';
import { OfferSchema } from '../../data/schemas/offer.ts';
import { isCurrentOffer, offerHref, offerView } from './offers.ts';

const offer = (input: Record<string, unknown>) => OfferSchema.parse({ id: 7, name: 'Navara bonus', ...input });

describe('offer view', () => {
  it('links to the manufacturer page when the offer has one', () => {
    expect(offerHref(offer({ manufacturer: 'Nissan' }))).toBe('/offers/nissan/7');
    expect(offerHref(offer({ manufacturer: { name: 'Great Wall Motors' } }))).toBe('/offers/great-wall-motors/7');
    expect(offerHref(offer({}))).toBe('/offers/7');
  });

  it('truncates a description over 200 characters at 160, from the plain text', () => {
    const long = `<p>${'Drive away '.repeat(25)}</p><script>alert(1)</script>`;
    const view = offerView(offer({ description: long }));
    expect(view.description.truncated).toBe(true);
    expect(view.description.short.length).toBeLessThanOrEqual(161);
    expect(view.description.short).not.toContain('<');
    expect(view.description.fullHtml).toContain('<p>Drive away');
    expect(view.description.fullHtml).not.toContain('script');
  });

  it('keeps a description of 200 characters whole and wraps plain text in a paragraph', () => {
    const view = offerView(offer({ description: 'x'.repeat(200) }));
    expect(view.description.truncated).toBe(false);
    expect(view.description.fullHtml).toBe(`<p>${'x'.repeat(200)}</p>`);
  });

  it('truncates a disclaimer over 200 characters', () => {
    const view = offerView(offer({ disclaimer: 'Terms apply. '.repeat(20) }));
    expect(view.disclaimer.truncated).toBe(true);
    expect(view.disclaimer.short.length).toBeLessThanOrEqual(201);
  });

  it('says when the offer ends and whether it still runs', () => {
    const view = offerView(offer({ ends_at: '2026-11-30', image_or_model_image: { url: '/offers/7.jpg' } }));
    expect(view.endsText).toBe('Offer ends 30 November 2026');
    expect(view.image).toEqual({ src: '/offers/7.jpg', alt: 'Navara bonus' });
    expect(isCurrentOffer(view, new Date('2026-11-30T12:00:00Z'))).toBe(true);
    expect(isCurrentOffer(view, new Date('2026-12-01T00:00:00Z'))).toBe(false);
    expect(isCurrentOffer({}, new Date('2026-12-01T00:00:00Z'))).toBe(true);
  });

  it('ends an offer at the midnight after its last day in the dealer time zone, as the page script does', () => {
    const view = offerView(offer({ ends_at: '2026-11-30' }), undefined, 'Australia/Brisbane');
    // 30 November is over in Brisbane at 14:00 UTC (midnight +10:00), hours before it is in UTC.
    expect(isCurrentOffer(view, new Date('2026-11-30T13:59:59Z'))).toBe(true);
    expect(isCurrentOffer(view, new Date('2026-11-30T14:00:00Z'))).toBe(false);
  });
});
