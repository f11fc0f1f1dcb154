import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dealerPlaceFor, readStateFile, removeLegacyPublicState, putStateFile } from './state-target.ts';
import { directoryTarget } from './targets/directory-target.ts';

const json = { contentType: 'application/json', cacheControl: 'no-store' };

describe('the place of a dealer: public site apart from private state', () => {
  it('puts the state beside the default local site when neither is set', () => {
    const place = dealerPlaceFor({ site: 'dir:dist/published/{slug}', state: undefined, siteIsDefault: true }, 'acme');
    expect(place.site.name).toMatch(/dist\/published\/acme$/);
    expect(place.state.name).toMatch(/dist\/published-state\/acme$/);
  });

  it('refuses a real publish target without a state target, saying why and what to set', () => {
    expect(() => dealerPlaceFor({ site: 'dir:/srv/www/{slug}', state: undefined, siteIsDefault: false }, 'acme')).toThrow(
      /--state \(or FORECOURT_STATE_TARGET\) is needed .*lead routing.*dir:\/srv\/forecourt-state\/\{slug\}/,
    );
  });

  it('refuses a state target inside the public site, or holding it, or shared by every dealer', () => {
    const place = (state: string) => () => dealerPlaceFor({ site: 'dir:/srv/www/{slug}', state, siteIsDefault: false }, 'acme');
    expect(place('dir:/srv/www/{slug}/_private')).toThrow(/overlaps the public site/);
    expect(place('dir:/srv/www/{slug}')).toThrow(/overlaps the public site/);
    expect(place('dir:/srv/{slug}')).not.toThrow();
    expect(place('dir:/srv')).toThrow(/must contain \{slug\}/);
    expect(() => dealerPlaceFor({ site: 's3://sites/{slug}', state: 's3://sites/{slug}/state', siteIsDefault: false }, 'acme')).toThrow(
      /overlaps the public site/,
    );
  });
});

describe('state files of a site published before the split', () => {
  it('reads the old public copy until the state target has one, then the public copies are removed', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'state-target-'));
    const place = { site: directoryTarget(join(dir, 'site')), state: directoryTarget(join(dir, 'state')) };
    await place.site.put('_forecourt/snapshot.json', Buffer.from('{"old":true}'), json);
    await place.site.put('_forecourt/publish-state.json', Buffer.from('{}'), json);
    await place.site.put('index.html', Buffer.from('<p>hi</p>'), { contentType: 'text/html', cacheControl: 'no-cache' });
    expect((await readStateFile(place, 'snapshot.json'))?.toString()).toBe('{"old":true}');

    await putStateFile(place.state, 'snapshot.json', '{"new":true}');
    expect((await readStateFile(place, 'snapshot.json'))?.toString()).toBe('{"new":true}');
    expect(await removeLegacyPublicState(place.site)).toEqual(['_forecourt/snapshot.json']);
    // The site's own files and the publisher's file index stay.
    expect([...(await place.site.list()).keys()].sort()).toEqual(['_forecourt/publish-state.json', 'index.html']);
  });
});
