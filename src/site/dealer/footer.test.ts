import { describe, expect, it } from 'vitest';
import { dealerRegistrations } from './footer.ts';

describe('dealer registrations', () => {
  it('lists DL/CL and MRB numbers once each', () => {
    const lines = dealerRegistrations(
      [{ name: 'Harbour City Nissan', dealerLicence: 'DL 3170512', repairerLicence: 'MRB 10452' }, { name: 'No numbers' }],
      [
        { name: 'Newstead', visible: true, dealer_license_number: 'DL 3170512', motor_vehicle_repairer: 'MRB 10452' },
        { name: 'Ipswich', visible: true, dealer_license_number: 'CL 4567' },
        { name: 'Hidden', visible: false, dealer_license_number: 'DL 1' },
      ],
    );
    expect(lines).toEqual(['Harbour City Nissan: DL 3170512 · MRB 10452', 'Ipswich: CL 4567']);
  });
});
