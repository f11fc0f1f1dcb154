import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseRecords, recordProblemToString } from './data-problems.ts';

describe('parseRecords', () => {
  const schema = z.object({ id: z.number(), price: z.number().min(0) });

  it('keeps valid records and reports each bad one with file, index, field and reason', () => {
    const { valid, problems } = parseRecords('stock.json', [{ id: 1, price: 5 }, { id: 2, price: -1 }, 'junk', { id: 4, price: 9 }], schema);
    expect(valid.map((v) => v.id)).toEqual([1, 4]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatchObject({ file: 'stock.json', index: 1, id: 2, field: 'price' });
    expect(recordProblemToString(problems[0]!)).toMatch(/^stock\.json\[1\] \(id 2\): price: .+ — record skipped$/);
    expect(problems[1]).toMatchObject({ index: 2, field: '(root)' });
  });
});
