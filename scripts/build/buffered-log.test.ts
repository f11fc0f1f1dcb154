import { describe, expect, it } from 'vitest';
import { bufferedLog } from './buffered-log.ts';

describe('bufferedLog', () => {
  it('holds every line until flushed, then writes them in order to stdout (info) and stderr (warnings, errors)', () => {
    const written: string[] = [];
    const log = bufferedLog({ out: (t) => written.push(`out:${t}`), err: (t) => written.push(`err:${t}`) });
    log.log('▶ alpha');
    log.warn('  ⚠ a warning', 2);
    log.error('  ✗ failed');
    expect(written).toEqual([]);
    log.flush();
    expect(written).toEqual(['out:▶ alpha\n', 'err:  ⚠ a warning 2\n', 'err:  ✗ failed\n']);
    log.flush();
    expect(written).toHaveLength(3);
  });
});
