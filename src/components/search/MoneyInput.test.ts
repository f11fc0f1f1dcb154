import { describe, expect, it } from 'vitest';
import { clampBudgetInput } from '../../domain/budget.ts';
import { readMoney } from './MoneyInput.tsx';

describe('readMoney', () => {
  it('reads digits with separators and a $ sign; nothing is 0', () => {
    expect(readMoney('$12,500')).toBe(12500);
    expect(readMoney('abc')).toBe(0);
    expect(readMoney('')).toBe(0);
  });

  it('keeps a leading minus, so a negative amount clamps to 0 instead of flipping positive', () => {
    expect(readMoney('-50')).toBe(-50);
    expect(readMoney(' −50')).toBe(-50);
    expect(clampBudgetInput(readMoney('-50'))).toBe(0);
    expect(readMoney('5-0')).toBe(50);
  });
});
