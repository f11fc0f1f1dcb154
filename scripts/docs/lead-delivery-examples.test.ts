import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { adfDtdProblems, VALID, VALID_WITH_TIMEFRAME } from '../../integrations/platform-api/server/delivery/testing/adf-dtd-check.ts';
import { LEAD_TYPES } from '../../src/config/lead-delivery.ts';
import { LEAD_DELIVERY_DOC, leadDeliveryExamples, withAdfExamples } from './lead-delivery-examples.ts';

describe('docs/lead-delivery.md ADF examples', () => {
  it('are in step with the document code (run `node scripts/docs/lead-delivery-examples.ts` to refresh)', () => {
    const committed = readFileSync(LEAD_DELIVERY_DOC, 'utf8');
    expect(committed).toBe(withAdfExamples(committed));
  });

  it('show one document per form type and per lead the platform writes, each valid against both DTDs', async () => {
    const examples = leadDeliveryExamples();
    // Every lead type the routing knows has its example (src/config/lead-delivery.ts LEAD_TYPES).
    const shown = new Set(examples.map((example) => /lead type `([^`]+)`$/.exec(example.title)?.[1]));
    expect(LEAD_TYPES.filter((type) => !shown.has(type))).toEqual([]);
    expect(examples).toHaveLength(17);
    const problems = await adfDtdProblems(examples.map((example) => example.xml));
    examples.forEach((example, index) => {
      const expected = example.xml.includes('<timeframe>') ? VALID_WITH_TIMEFRAME : VALID;
      expect({ published: problems.published[index], errata: problems.errata[index] }, example.title).toEqual(expected);
    });
    expect(examples.filter((example) => example.xml.includes('<timeframe>')).map((example) => example.title)).toEqual([
      'Book a service (`book-a-service`), lead type `service`',
      'Book a test drive (`test-drive`), lead type `sales`',
    ]);
  });
});
