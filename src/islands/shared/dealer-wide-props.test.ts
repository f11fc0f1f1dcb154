import { serializeProps } from 'astro/runtime/server/serialize.js';
import { describe, expect, it } from 'vitest';
import { propsWithDealerWide } from '../../../integrations/astro/dealer-wide-file.ts';
import { DEALER_WIDE_PROP, joinDealerWide, splitDealerWide } from './dealer-wide-props.ts';

interface Props {
  site: { name: string };
  locations: Array<{ id: number }>;
  car: { id: number };
}
const whole: Props = { site: { name: 'Harbour City Nissan' }, locations: [{ id: 7 }], car: { id: 1001 } };

describe('dealer-wide island props', () => {
  it("are rendered on the server but left out of the island's serialised props (Astro's own serialiser)", () => {
    const split = splitDealerWide(whole, ['site', 'locations']);
    expect(joinDealerWide<Props, 'site' | 'locations'>(split)).toEqual(whole);
    const serialised = serializeProps(split);
    expect(serialised).not.toContain('Harbour City');
    expect(JSON.parse(serialised)).toEqual({ car: [0, { id: [0, 1001] }], [DEALER_WIDE_PROP]: [0, {}] });
  });

  it("come back whole in the browser when the file's values take the holder's place", () => {
    const split = splitDealerWide(whole, ['site', 'locations']);
    const file = serializeProps({ site: whole.site, locations: whole.locations });
    const merged = JSON.parse(propsWithDealerWide(serializeProps(split), file)) as Record<string, unknown>;
    expect(merged).toEqual(JSON.parse(serializeProps({ car: whole.car, [DEALER_WIDE_PROP]: { site: whole.site, locations: whole.locations } })));
  });

  it('leave props that were never split as they are', () => {
    expect(joinDealerWide<Props, 'site'>(whole)).toBe(whole);
  });
});
