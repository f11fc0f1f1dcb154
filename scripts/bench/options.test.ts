import { describe, expect, it } from 'vitest';
import { parseOptions } from './options.ts';

const DEFAULTS = { leads: 1000, fail: 0.3, engine: 'sqlite', 'pg-url': '' };

describe('parseOptions', () => {
  it('gives the defaults when nothing is passed', () => {
    expect(parseOptions(DEFAULTS, [])).toEqual({ help: false, values: { leads: 1000, fail: 0.3, engine: 'sqlite', 'pg-url': '' } });
  });

  it('reads a number option as a number and a text option as text', () => {
    const { values } = parseOptions(DEFAULTS, ['--leads', '20', '--fail=0.5', '--engine', 'postgres']);
    expect(values).toEqual({ leads: 20, fail: 0.5, engine: 'postgres', 'pg-url': '' });
  });

  it('refuses a number option that is not a number, naming it', () => {
    expect(() => parseOptions(DEFAULTS, ['--leads', 'many'])).toThrow('--leads: expected a number, got "many"');
    expect(() => parseOptions(DEFAULTS, ['--leads='])).toThrow('--leads: expected a number');
  });

  it('refuses an option the script does not have, and reports --help', () => {
    expect(() => parseOptions(DEFAULTS, ['--lead', '3'])).toThrow();
    expect(parseOptions(DEFAULTS, ['--help']).help).toBe(true);
  });
});
