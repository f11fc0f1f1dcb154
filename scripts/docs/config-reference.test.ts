import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderConfigReference } from './config-reference.ts';

describe('docs/config-reference.md', () => {
  it('is in step with the schema (run `node scripts/docs/config-reference.ts` to refresh)', () => {
    const committed = readFileSync(resolve(import.meta.dirname, '../../docs/config-reference.md'), 'utf8');
    expect(committed).toBe(renderConfigReference());
  });
  it('describes every setting: a dealer reads what it does in the reference', () => {
    const undescribed = renderConfigReference()
      .split('\n')
      .filter((line) => /^\| `[^`]+` \|/.test(line) && /\|\s*\|$/.test(line))
      .map((line) => /^\| `([^`]+)`/.exec(line)?.[1]);
    expect(undescribed, 'add .describe("…") to these settings in src/config/').toEqual([]);
  });
  it('documents every feature flag with its default', () => {
    const text = renderConfigReference();
    expect(text).toMatch(/\| `features\.reserve` \| boolean \| `true` \|/);
    expect(text).toMatch(/\| `stock\.soldVisibleDays` \| integer \| `3` \|/);
    expect(text).toMatch(/\| `texts\.noPrice` \| string \| `"Enquire for price\."` \|/);
  });
});
