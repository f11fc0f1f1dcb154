import { describe, expect, it } from 'vitest';
import { vehicleJsonLd } from './vehicle-jsonld.ts';
import { testConfig, testVehicle } from './test-fixtures.ts';

const jsonLd = (overrides: Parameters<typeof testVehicle>[0] = {}, images: string[] = []) =>
  vehicleJsonLd(testVehicle(overrides), testConfig(), 'https://d.example/cars/x', images, 'Used 2023 Toyota RAV4 GX.');

describe('vehicle page structured data', () => {
  it('describes the car, the recommended vehicle properties the feed gives, and its offer', () => {
    const car = {
      vin: 'JTMW43FV80D123456',
      colour: 'White',
      interior_colour: 'Black cloth',
      offer_price: 36990,
      drive: 'AWD',
      doors: 5,
      seats: 5,
      engine_size: 2487,
    };
    expect(jsonLd(car, ['https://d.example/a.webp'])).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Car',
      name: '2023 Toyota RAV4 GX',
      description: 'Used 2023 Toyota RAV4 GX.',
      url: 'https://d.example/cars/x',
      brand: { '@type': 'Brand', name: 'Toyota' },
      model: 'RAV4',
      vehicleConfiguration: 'GX',
      vehicleModelDate: '2023',
      vehicleIdentificationNumber: 'JTMW43FV80D123456',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 25000, unitCode: 'KMT' },
      itemCondition: 'https://schema.org/UsedCondition',
      bodyType: 'suv',
      fuelType: 'Petrol',
      vehicleTransmission: 'Automatic',
      driveWheelConfiguration: 'AWD',
      vehicleEngine: {
        '@type': 'EngineSpecification',
        engineDisplacement: { '@type': 'QuantitativeValue', value: 2487, unitCode: 'CMQ' },
        fuelType: 'Petrol',
      },
      numberOfDoors: 5,
      vehicleSeatingCapacity: 5,
      color: 'White',
      vehicleInteriorColor: 'Black cloth',
      image: ['https://d.example/a.webp'],
      offers: {
        '@type': 'Offer',
        price: 36990,
        priceCurrency: 'AUD',
        availability: 'https://schema.org/InStock',
        url: 'https://d.example/cars/x',
        seller: { '@type': 'AutoDealer', name: 'Demo Motors' },
      },
    });
  });

  it('publishes no Offer without a price: sold, "Enquire for price", preorder', () => {
    expect(jsonLd({ status: 'sold' })).not.toHaveProperty('offers');
    expect(jsonLd({ price: 0 })).not.toHaveProperty('offers');
    expect(jsonLd({ price: 5, status: 'coming_soon', preorder: true })).not.toHaveProperty('offers');
    expect(jsonLd({ status: 'coming_soon' }).offers).toMatchObject({ price: 38990, availability: 'https://schema.org/PreOrder' });
  });

  it('a subscription car offers its purchase price, not the weekly figure', () => {
    const subscription = vehicleJsonLd(testVehicle({ subscription_price: 149 }), testConfig({ features: { subscriptions: true } }), 'u', [], 'd');
    expect(subscription.offers).toMatchObject({ price: 38990 });
  });

  it('types each kind of vehicle as schema.org does', () => {
    expect(jsonLd({ item_type: 'Motorcycle', drive: 'Chain' })).toMatchObject({ '@type': 'Motorcycle' });
    expect(jsonLd({ item_type: 'Motorcycle', drive: 'Chain' })).not.toHaveProperty('driveWheelConfiguration');
    expect(jsonLd({ item_type: 'ute' })).toMatchObject({ '@type': 'Car' });
    expect(jsonLd({ item_type: 'Trucks' })).toMatchObject({ '@type': 'Vehicle', category: 'Truck' });
    expect(jsonLd({ item_type: 'camper trailer' })).toMatchObject({ '@type': 'Vehicle', category: 'Caravan' });
    expect(jsonLd({ item_type: 'Hovercraft' })).toMatchObject({ '@type': 'Car' });
  });

  it('new cars are NewCondition; demo and used cars UsedCondition, with their odometer', () => {
    expect(jsonLd({ car_type: 'new' }).itemCondition).toBe('https://schema.org/NewCondition');
    expect(jsonLd({ car_type: 'demo', km: 1200 })).toMatchObject({
      itemCondition: 'https://schema.org/UsedCondition',
      mileageFromOdometer: { value: 1200 },
    });
    expect(jsonLd({ engine_size: null, engine_size_litres: 1.5 }).vehicleEngine).toMatchObject({ engineDisplacement: { value: 1.5, unitCode: 'LTR' } });
    expect(jsonLd()).not.toHaveProperty('image');
  });
});
