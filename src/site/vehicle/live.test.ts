import { describe, expect, it } from 'vitest';
import { vehicleLive } from './live.ts';
import { testConfig, testVehicle } from './test-fixtures.ts';

const page = { canonical: 'https://www.demo.example.com.au/cars/x', phone: '07 3000 1234' };

describe('vehicleLive', () => {
  it('without a platform API base URL every API part is off', () => {
    const live = vehicleLive(testVehicle(), testConfig(), page);
    expect(live).toMatchObject({ showViews: false, showGauge: false, showDelivery: false });
    expect(live.api).toBeUndefined();
    expect(live.pdfHref).toBeUndefined();
  });

  it('with one: views, gauge, delivery and the PDF link, each behind its own switch', () => {
    const config = testConfig({ integrations: { platformApi: { baseUrl: 'https://api.example.com' } } });
    const live = vehicleLive(testVehicle(), config, page);
    expect(live).toMatchObject({ api: { baseUrl: 'https://api.example.com', websiteId: 900 }, showViews: true, showGauge: true, showDelivery: true });
    expect(live.pdfHref).toBe('https://api.example.com/cars/2023-toyota-rav4-gx/pdf?website_id=900');
    const off = testConfig({
      integrations: { platformApi: { baseUrl: 'https://api.example.com' } },
      features: { autogauge: false, delivery: false, printPdf: false },
    });
    const switchedOff = vehicleLive(testVehicle(), off, page);
    expect(switchedOff).toMatchObject({ showGauge: false, showDelivery: false });
    expect(switchedOff.pdfHref).toBeUndefined();
    expect(vehicleLive(testVehicle({ status: 'sold' }), config, page)).toMatchObject({ showGauge: false, showDelivery: false });
  });

  it('masks the phone unless the dealer starts it revealed', () => {
    expect(vehicleLive(testVehicle(), testConfig(), page).phone).toEqual({
      number: '07 3000 1234',
      href: 'tel:0730001234',
      masked: '07 30XX XXXX',
      startRevealed: false,
    });
    expect(vehicleLive(testVehicle(), testConfig({ phones: { startRevealed: true } }), page).phone?.startRevealed).toBe(true);
    expect(vehicleLive(testVehicle(), testConfig(), { ...page, phone: undefined }).phone).toBeUndefined();
  });
});
