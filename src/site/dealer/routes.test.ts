import { describe, expect, it } from 'vitest';
import { leadPage, leadPagePaths } from '../leads/pages.ts';
import { testConfig } from '../vehicle/test-fixtures.ts';
import { otherTeamRoutes } from './routes.ts';

describe('the routes menus and home tiles may link to', () => {
  it('hold every lead page the build writes, by the lead pages’ own rule', () => {
    for (const features of [{}, { tradeIn: false, finance: false, testDrive: false }, { tradeIn: true, finance: true, testDrive: true }]) {
      const config = testConfig({ features });
      expect(otherTeamRoutes(config)).toEqual(expect.arrayContaining(leadPagePaths(config)));
    }
  });

  it('a dealer without trade-ins still has /sell-your-car (every dealer buys cars), but no /trade-in', () => {
    const config = testConfig({ features: { tradeIn: false } });
    expect(leadPage(config, 'sell-your-car').enabled).toBe(true);
    expect(otherTeamRoutes(config)).toContain('/sell-your-car');
    expect(otherTeamRoutes(config)).not.toContain('/trade-in');
  });

  it('a switched-off lead page is not a route, so nothing links to it', () => {
    const config = testConfig({ features: { finance: false, testDrive: false } });
    expect(otherTeamRoutes(config)).not.toContain('/finance-enquiry');
    expect(otherTeamRoutes(config)).not.toContain('/book-test-drive');
    expect(otherTeamRoutes(testConfig({ features: { finance: true, testDrive: true } }))).toEqual(
      expect.arrayContaining(['/finance-enquiry', '/book-test-drive']),
    );
  });
});
