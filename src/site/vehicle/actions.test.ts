import { describe, expect, it } from 'vitest';
import { vehicleActions, vehiclePhone, vehicleRoutes } from './actions.ts';
import { testConfig, testVehicle } from './test-fixtures.ts';

const ids = (actions: Array<{ id: string }>) => actions.map((a) => a.id);
const eligible = { financeEligible: true };

describe('vehicleRoutes', () => {
  it('uses the fixed routes', () => {
    expect(vehicleRoutes(testVehicle(), testConfig())).toEqual({
      enquire: '/enquire?car_id=7',
      finance: '/finance-enquiry?car_id=7',
      tradeIn: '/cars/trade-in?car_id=7',
      testDrive: '/book-test-drive?car_id=7',
      reserve: '/cars/2023-toyota-rav4-gx/checkout',
      onlinePurchase: '/checkout-journey?car_id=2023-toyota-rav4-gx',
      requestPhotos: '/enquire?car_id=7&type=request-photos',
      findSimilar: '/enquire?car_id=7&type=find-similar',
    });
  });

  it('reserves through /buy-online when the dealer says so', () => {
    const config = testConfig({ experience: { checkoutPath: 'buy-online' } });
    expect(vehicleRoutes(testVehicle(), config).reserve).toBe('/cars/2023-toyota-rav4-gx/buy-online');
  });
});

describe('vehicleActions', () => {
  it('an available car with default settings', () => {
    const actions = vehicleActions(testVehicle(), testConfig(), eligible);
    expect(ids(actions)).toEqual(['call', 'enquire', 'finance', 'test-drive', 'reserve']);
    expect(actions[0]).toMatchObject({ label: 'Call', href: 'tel:0730001234', eventId: 25 });
    expect(actions.find((a) => a.id === 'finance')?.label).toBe('Get Finance');
  });

  it("the finance button reads the dealer's texts.financeButton", () => {
    const actions = vehicleActions(testVehicle(), testConfig({ texts: { financeButton: 'Get Bike Finance' } }), eligible);
    expect(actions.find((a) => a.id === 'finance')?.label).toBe('Get Bike Finance');
  });

  it('Finance Enquiry when the provider check fails, no finance button when finance is off', () => {
    expect(vehicleActions(testVehicle(), testConfig(), { financeEligible: false }).find((a) => a.id === 'finance')?.label).toBe('Finance Enquiry');
    expect(ids(vehicleActions(testVehicle(), testConfig({ features: { finance: false } }), eligible))).not.toContain('finance');
  });

  it('no actions at all for a sold car', () => {
    expect(vehicleActions(testVehicle({ status: 'sold' }), testConfig(), eligible)).toEqual([]);
  });

  it('Reserve only when reservable and enabled', () => {
    expect(ids(vehicleActions(testVehicle({ reserved: true }), testConfig(), eligible))).not.toContain('reserve');
    expect(ids(vehicleActions(testVehicle(), testConfig({ features: { reserve: false } }), eligible))).not.toContain('reserve');
    expect(ids(vehicleActions(testVehicle({ status: 'coming_soon' }), testConfig(), eligible))).toContain('reserve');
  });

  it('Trade-In Valuation only under the trade-in condition', () => {
    const withValuation = testConfig({ integrations: { valuation: true } });
    expect(ids(vehicleActions(testVehicle(), withValuation, eligible))).toContain('trade-in');
    expect(ids(vehicleActions(testVehicle(), testConfig(), eligible))).not.toContain('trade-in');
    expect(ids(vehicleActions(testVehicle({ status: 'coming_soon' }), withValuation, eligible))).not.toContain('trade-in');
    expect(ids(vehicleActions(testVehicle({ reserved: true }), withValuation, eligible))).not.toContain('trade-in');
    expect(ids(vehicleActions(testVehicle({ price: 200 }), withValuation, eligible))).not.toContain('trade-in');
  });

  it('Online Purchase when enabled with a platform API, and the car is free and priced', () => {
    const config = testConfig({ features: { onlinePurchase: true }, integrations: { platformApi: { baseUrl: 'https://api.example.com.au' } } });
    expect(vehicleActions(testVehicle(), config, eligible).find((a) => a.id === 'online-purchase')?.href).toBe('/checkout-journey?car_id=2023-toyota-rav4-gx');
    expect(ids(vehicleActions(testVehicle({ reserved: true }), config, eligible))).not.toContain('online-purchase');
    expect(ids(vehicleActions(testVehicle({ status: 'sold' }), config, eligible))).not.toContain('online-purchase');
    expect(ids(vehicleActions(testVehicle({ price: 0 }), config, eligible))).not.toContain('online-purchase');
    expect(ids(vehicleActions(testVehicle(), testConfig({ features: { onlinePurchase: true } }), eligible))).not.toContain('online-purchase');
    const noDeposits = testConfig({
      features: { onlinePurchase: true, reserve: false },
      integrations: { platformApi: { baseUrl: 'https://api.example.com.au' } },
    });
    expect(ids(vehicleActions(testVehicle(), noDeposits, eligible))).not.toContain('online-purchase');
  });

  it('Car History Report only with a file', () => {
    expect(ids(vehicleActions(testVehicle(), testConfig(), eligible))).not.toContain('history-report');
    const withFile = vehicleActions(testVehicle({ file: 'https://files.example.com/report.pdf' }), testConfig(), eligible);
    expect(withFile.find((a) => a.id === 'history-report')).toMatchObject({ href: 'https://files.example.com/report.pdf', external: true });
  });

  it('Instant Message replaces Enquire with a chat bot, a token and a reservable car', () => {
    const chat = testConfig({ features: { chat: true }, integrations: { chat: { autobot: true, podiumToken: 'org-token-1234' } } });
    expect(ids(vehicleActions(testVehicle(), chat, eligible))).toEqual(['call', 'instant-message', 'finance', 'test-drive', 'reserve']);
    expect(ids(vehicleActions(testVehicle({ reserved: true }), chat, eligible))).toContain('enquire');
    const noToken = testConfig({ features: { chat: true }, integrations: { chat: { autobot: true } } });
    expect(ids(vehicleActions(testVehicle(), noToken, eligible))).toContain('enquire');
  });

  it('no Test Drive when the dealer switches it off', () => {
    expect(ids(vehicleActions(testVehicle(), testConfig({ features: { testDrive: false } }), eligible))).not.toContain('test-drive');
  });
});

describe('vehiclePhone', () => {
  it('follows the phone choice rule, then the dealer number', () => {
    const car = testVehicle({ car_type: 'demo', location: { id: 1, name: 'Yard', slug: 'yard', phone: '07 1111 1111' } });
    expect(vehiclePhone(car, testConfig({ phones: { new: '07 2222 2222' } }))).toBe('07 2222 2222');
    expect(vehiclePhone(car, testConfig({ phones: { override: '1300 000 000' } }))).toBe('1300 000 000');
    expect(vehiclePhone(car, testConfig())).toBe('07 1111 1111');
    expect(vehiclePhone(testVehicle(), testConfig())).toBe('07 3000 1234');
    expect(vehiclePhone(testVehicle(), testConfig({ phone: undefined }))).toBeUndefined();
  });
});
